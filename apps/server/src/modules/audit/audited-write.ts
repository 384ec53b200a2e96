import type { Db } from '../../db/client.ts';
import type { NewAuditEntry } from './audit-repository.ts';
import { audit } from './audit-service.ts';

/**
 * Runs a write and its audit entry in one transaction (issue #18): `write` gets the
 * transaction; `entry` turns its result into the entry, or null when nothing changed (an
 * idempotent repeat is not an action). Either both are stored or neither.
 */
export function createAuditedWrite(db: Db) {
  return function audited<T>(
    write: (tx: Db) => Promise<T>,
    entry: (result: T) => NewAuditEntry | null,
  ): Promise<T> {
    return db.transaction(async (tx) => {
      const result = await write(tx);
      const made = entry(result);
      if (made) await audit(tx, made);
      return result;
    });
  };
}

export type AuditedWrite = ReturnType<typeof createAuditedWrite>;
