import type { PhoneModelBody } from '@phonebazaar/shared';
import { and, asc, desc, eq, exists, not, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { phoneModels, products } from '../../db/schema.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { audit } from '../audit/index.ts';

const columns = {
  id: phoneModels.id,
  categoryId: phoneModels.categoryId,
  name: phoneModels.name,
  year: phoneModels.releaseYear,
  storageGb: phoneModels.storageGb,
  ramGb: phoneModels.ramGb,
  colours: phoneModels.colours,
};

export type PhoneModelRow = {
  id: string;
  categoryId: string;
  name: string;
  year: number;
  storageGb: number[];
  ramGb: number[];
  colours: string[];
};

/** The one index that makes a name unique within a brand (case-insensitive). */
const NAME_INDEX = 'phone_models_category_name_uq';

const toValues = (body: PhoneModelBody) => ({
  categoryId: body.categoryId,
  name: body.name,
  releaseYear: body.year,
  storageGb: body.storageGb,
  ramGb: body.ramGb,
  colours: body.colours,
});

export function createPhoneModelsRepository(db: Db) {
  return {
    listByCategory(categoryId: string): Promise<PhoneModelRow[]> {
      return db
        .select(columns)
        .from(phoneModels)
        .where(eq(phoneModels.categoryId, categoryId))
        .orderBy(desc(phoneModels.releaseYear), asc(phoneModels.name));
    },

    async find(id: string): Promise<PhoneModelRow | undefined> {
      const rows = await db
        .select(columns)
        .from(phoneModels)
        .where(eq(phoneModels.id, id))
        .limit(1);
      return rows[0];
    },

    /** Undefined when the brand already has a model of that name. */
    async insert(body: PhoneModelBody, actorId: string): Promise<PhoneModelRow | undefined> {
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx.insert(phoneModels).values(toValues(body)).returning(columns);
          if (row) {
            await audit(tx, {
              actorId,
              action: 'phone_model.add',
              entity: 'phone_model',
              entityId: row.id,
              before: null,
              after: { ...row },
            });
          }
          return row;
        });
      } catch (error) {
        if (isUniqueViolation(error, NAME_INDEX)) return undefined;
        throw error;
      }
    },

    /**
     * 'duplicate' when another model of the brand has that name; undefined when none has `id`
     * or when it would move to another brand while a listing names it (a listing's model is
     * of its own brand), decided in the same statement so a listing added meanwhile counts.
     */
    async update(
      id: string,
      body: PhoneModelBody,
      actorId: string,
    ): Promise<PhoneModelRow | 'duplicate' | undefined> {
      try {
        return await db.transaction(async (tx) => {
          const named = tx
            .select({ id: products.id })
            .from(products)
            .where(eq(products.modelId, id));
          const [before] = await tx.select(columns).from(phoneModels).where(eq(phoneModels.id, id));
          const [row] = await tx
            .update(phoneModels)
            .set({ ...toValues(body), updatedAt: new Date() })
            .where(
              and(
                eq(phoneModels.id, id),
                or(eq(phoneModels.categoryId, body.categoryId), not(exists(named))),
              ),
            )
            .returning(columns);
          // Audited with the edit (issue #18).
          if (row && before) {
            await audit(tx, {
              actorId,
              action: 'phone_model.edit',
              entity: 'phone_model',
              entityId: row.id,
              before: { ...before },
              after: { ...row },
            });
          }
          return row;
        });
      } catch (error) {
        if (isUniqueViolation(error, NAME_INDEX)) return 'duplicate';
        throw error;
      }
    },
  };
}

export type PhoneModelsRepository = ReturnType<typeof createPhoneModelsRepository>;
