import { BadRequestError } from './errors.ts';
import { isUuid } from './ids.ts';

/** Keyset position: the sort timestamp and id of the last row of the previous page. */
export interface Cursor {
  at: Date;
  id: string;
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.at.getTime()}:${cursor.id}`).toString('base64url');
}

const FIRST_MS = Date.parse('0001-01-01T00:00:00.000Z');
const LAST_MS = Date.parse('9999-12-31T23:59:59.999Z');

export function decodeCursor(raw: string | undefined): Cursor | undefined {
  if (raw === undefined) return undefined;
  const text = Buffer.from(raw, 'base64url').toString('utf8');
  const sep = text.indexOf(':');
  const ms = Number(text.slice(0, sep));
  const id = text.slice(sep + 1);
  // Only four-digit years: beyond them toISOString throws or writes a form the
  // database rejects, and either would surface as a 500.
  const inRange = ms >= FIRST_MS && ms <= LAST_MS;
  if (sep < 1 || !Number.isSafeInteger(ms) || !inRange || !isUuid(id)) {
    throw new BadRequestError(
      'The cursor is not valid.',
      { cursor: ['Invalid cursor'] },
      'BAD_CURSOR',
    );
  }
  return { at: new Date(ms), id };
}

/** Fetch one row more than asked to learn whether a next page exists. */
export function paginate<T>(rows: T[], limit: number, keyOf: (row: T) => Cursor) {
  const hasMore = rows.length > limit;
  const items = hasMore ? rows.slice(0, limit) : rows;
  const last = items.at(-1);
  return { items, nextCursor: hasMore && last ? encodeCursor(keyOf(last)) : undefined };
}
