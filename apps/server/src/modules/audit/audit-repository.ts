import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog, bookings, users } from '../../db/schema.ts';
import type { Cursor } from '../../lib/cursor.ts';
import { keysetAfter } from '../../lib/pagination.ts';

export interface NewAuditEntry {
  /** Who acted; null for the system (a job, the reconciler). */
  actorId: string | null;
  action: string;
  entity: string;
  entityId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** All SQL of the audit log. Only inserts and reads: the table refuses anything else. */
export const auditRepository = {
  async insert(tx: Db, entry: NewAuditEntry): Promise<void> {
    await tx.insert(auditLog).values({
      actorId: entry.actorId,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId,
      before: entry.before,
      after: entry.after,
    });
  },

  /**
   * Newest first with the actor's name and email (if the account row still exists), and for a
   * deal's entries the phone and its price (issue #45 item 6: what the entry moved, readable).
   */
  list(db: Db, limit: number, after: Cursor | undefined) {
    return db
      .select({
        id: auditLog.id,
        actorId: auditLog.actorId,
        actorName: users.name,
        actorEmail: users.email,
        action: auditLog.action,
        entity: auditLog.entity,
        entityId: auditLog.entityId,
        before: sql<Record<string, unknown> | null>`${auditLog.before}`,
        after: sql<Record<string, unknown> | null>`${auditLog.after}`,
        createdAt: auditLog.createdAt,
        dealProductId: bookings.productId,
        dealProductName: bookings.productName,
        dealPriceCents: bookings.priceCents,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .leftJoin(
        bookings,
        and(eq(auditLog.entity, 'booking'), sql`${bookings.id}::text = ${auditLog.entityId}`),
      )
      .where(keysetAfter(auditLog.createdAt, auditLog.id, after))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(limit);
  },
};

export type AuditRow = Awaited<ReturnType<typeof auditRepository.list>>[number];
