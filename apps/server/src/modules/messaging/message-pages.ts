import { type MessagesQuery, PAGE_SIZE_DEFAULT } from '@phonebazaar/shared';
import { BadRequestError } from '../../lib/errors.ts';
import type { MessageRow, MessagesRepository } from './messages-repository.ts';

/** A history cursor is the seq of the oldest message already shown. */
function decodeSeqCursor(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2 ** 31 - 1) {
    throw new BadRequestError(
      'The cursor is not valid.',
      { cursor: ['Invalid cursor'] },
      'BAD_CURSOR',
    );
  }
  return Number(raw);
}

/**
 * One page of a conversation, oldest first. `after` (live polling): the messages newer than
 * that seq, no cursor. Otherwise the newest page before `cursor`, with a cursor to older ones.
 */
export async function messagePage(
  messages: MessagesRepository,
  conversationId: string,
  query: MessagesQuery,
): Promise<{ rows: MessageRow[]; nextCursor: string | null }> {
  const limit = query.limit ?? PAGE_SIZE_DEFAULT;
  if (query.after !== undefined) {
    if (query.cursor !== undefined) {
      throw new BadRequestError(
        'Ask either for newer messages or for older ones.',
        { after: ['Not with cursor'] },
        'BAD_CURSOR',
      );
    }
    return { rows: await messages.after(conversationId, query.after, limit), nextCursor: null };
  }
  const before = decodeSeqCursor(query.cursor);
  const newestFirst = await messages.before(conversationId, before, limit + 1);
  const hasMore = newestFirst.length > limit;
  const rows = newestFirst.slice(0, limit).reverse();
  return { rows, nextCursor: hasMore && rows[0] ? String(rows[0].seq) : null };
}
