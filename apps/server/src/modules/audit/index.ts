import type { Db } from '../../db/client.ts';
import { createAuditService } from './audit-service.ts';

export type { NewAuditEntry } from './audit-repository.ts';
export { auditRoutes } from './audit-routes.ts';
export { type AuditService, audit } from './audit-service.ts';
export { type AuditedWrite, createAuditedWrite } from './audited-write.ts';

/**
 * The audit log (issue #18): `audit(tx, entry)` for every module that performs a money or
 * moderation action, and the admins' read side.
 */
export function createAudit({ db }: { db: Db }) {
  return { service: createAuditService(db) };
}
