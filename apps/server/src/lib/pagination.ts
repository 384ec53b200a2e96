import { PAGE_SIZE_DEFAULT, type PageQuery } from '@phonebazaar/shared';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { type Cursor, decodeCursor } from './cursor.ts';

/**
 * Keyset paging, the one way every list pages (newest first, one extra row read to learn
 * whether a next page exists; lib/cursor.ts encodes the position and cuts the page).
 */
export interface PageRequest {
  limit: number;
  cursor?: Cursor | undefined;
}

/** The page a list query asks for; a malformed cursor is a 400 BAD_CURSOR. */
export function toPage(query: PageQuery): PageRequest {
  return { limit: query.limit ?? PAGE_SIZE_DEFAULT, cursor: decodeCursor(query.cursor) };
}

/** Rows strictly after `cursor` in (at desc, id desc) order; no condition on the first page. */
export function keysetAfter(at: AnyColumn, id: AnyColumn, cursor?: Cursor): SQL | undefined {
  if (!cursor) return undefined;
  return sql`(${at}, ${id}) < (${cursor.at.toISOString()}::timestamptz, ${cursor.id}::uuid)`;
}

/** `keysetAfter` for a prepared read: the cursor arrives as the values of `pageValues`. */
export function keysetAfterPlaceholders(at: AnyColumn, id: AnyColumn): SQL {
  return sql`(${at}, ${id}) < (${sql.placeholder('cursorAt')}::timestamptz, ${sql.placeholder('cursorId')}::uuid)`;
}

/** A prepared page's shape ('first' or 'after' a cursor) and its values (limit + 1, cursor). */
export function pageValues(page: PageRequest) {
  return page.cursor
    ? {
        shape: 'after' as const,
        values: {
          limit: page.limit + 1,
          cursorAt: page.cursor.at.toISOString(),
          cursorId: page.cursor.id,
        },
      }
    : { shape: 'first' as const, values: { limit: page.limit + 1 } };
}
