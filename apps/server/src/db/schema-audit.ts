import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './schema-columns.ts';

/** Money and moderation actions (issue #18, migration 0019): append-only (triggers). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // No foreign key: an entry outlives the account it names.
    actorId: uuid('actor_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);
