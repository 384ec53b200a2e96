import type { OutboxMail, PageQuery } from '@phonebazaar/shared';
import { paginate } from '../../lib/cursor.ts';
import { toPage } from '../../lib/pagination.ts';
import { adminVisibleText } from './outbox-redaction.ts';
import type { OutboxRepository, OutboxRow } from './outbox-repository.ts';

const toMail = (row: OutboxRow): OutboxMail => ({
  _id: row.id,
  channel: row.channel,
  kind: row.kind,
  to: row.toEmail,
  subject: row.subject,
  // Never a security message's link or code, in any admin view (issue #36 N5).
  text: adminVisibleText(row.kind, row.textBody),
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

/** The admin's Outbox page: newest first, a page at a time. */
export function createOutboxService(repository: OutboxRepository) {
  return {
    async list(query: PageQuery) {
      const page = toPage(query);
      const { items, nextCursor } = paginate(
        await repository.list(page.limit + 1, page.cursor),
        page.limit,
        (row) => ({ at: row.createdAt, id: row.id }),
      );
      return { items: items.map(toMail), nextCursor };
    },
  };
}

export type OutboxService = ReturnType<typeof createOutboxService>;
