import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories } from '../../db/schema.ts';

export function createCategoriesRepository(db: Db) {
  return {
    listAll() {
      return db
        .select({
          id: categories.id,
          name: categories.name,
          icon: categories.icon,
          bg: categories.bg,
        })
        .from(categories)
        .orderBy(asc(categories.sortOrder), asc(categories.name));
    },

    async exists(id: string): Promise<boolean> {
      const rows = await db
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.id, id))
        .limit(1);
      return rows.length > 0;
    },
  };
}

export type CategoriesRepository = ReturnType<typeof createCategoriesRepository>;
