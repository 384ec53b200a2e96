import type { AuditEntry, AuditLogReply, PageQuery } from '@phonebazaar/shared';
import type { Db } from '../../db/client.ts';
import { paginate } from '../../lib/cursor.ts';
import { toPage } from '../../lib/pagination.ts';
import { amountOf, recordOf } from './audit-record.ts';
import { type AuditRow, auditRepository, type NewAuditEntry } from './audit-repository.ts';

/**
 * Writes one audit entry inside the caller's transaction, so it exists exactly when the action
 * does. `before`/`after`: the fields the action changed, as they were and became (null when
 * the record did not exist before, or is gone after).
 */
export function audit(tx: Db, entry: NewAuditEntry): Promise<void> {
  return auditRepository.insert(tx, entry);
}

const toEntry = (row: AuditRow): AuditEntry => ({
  id: row.id,
  actor:
    row.actorId === null
      ? null
      : { id: row.actorId, name: row.actorName ?? '', email: row.actorEmail ?? '' },
  action: row.action,
  entity: row.entity,
  entityId: row.entityId,
  before: row.before,
  after: row.after,
  amount: amountOf(row),
  record: recordOf(row),
  createdAt: row.createdAt.toISOString(),
});

/** The admins' Audit Log page: newest first, a page at a time. */
export function createAuditService(db: Db) {
  return {
    async list(query: PageQuery): Promise<AuditLogReply> {
      const page = toPage(query);
      const { items, nextCursor } = paginate(
        await auditRepository.list(db, page.limit + 1, page.cursor),
        page.limit,
        (row) => ({ at: row.createdAt, id: row.id }),
      );
      return { items: items.map(toEntry), nextCursor: nextCursor ?? null };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
