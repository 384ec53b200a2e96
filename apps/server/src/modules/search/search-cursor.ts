import { createHash } from 'node:crypto';
import type { SearchSort } from '@phonebazaar/shared';
import { BadRequestError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';

/**
 * Where a page of a search ended, by the order it was read in: post time (newest, and
 * relevance over a big match set), price, or rank (relevance over a counted set). The next
 * page continues strictly after it, so rows never repeat and none are skipped whatever is
 * added or sold meanwhile.
 */
export type SearchKey =
  /** `exact`: issue #42, a rescued search's page under its own sort (search-keys.ts). */
  | { by: 'time'; value: number; id: string; exact?: number }
  | { by: 'price'; value: number; id: string; exact?: number }
  /**
   * Rank, then the tie-breakers (`boost`, issue #42), then newest first: `at` is the post
   * time (epoch ms).
   */
  | { by: 'rank'; value: number; at: number; id: string; boost?: number };

export interface SearchCursor {
  sort: SearchSort;
  /** The search it belongs to (searchSignature): another query's cursor is refused. */
  signature: string;
  key: SearchKey;
  /** Issue #42: the text a corrected or relaxed first page searched, which its pages continue. */
  text?: string;
}

const KEY_KINDS = { t: 'time', p: 'price', r: 'rank' } as const;
type KeyCode = keyof typeof KEY_KINDS;
const CODES: Record<SearchKey['by'], KeyCode> = { time: 't', price: 'p', rank: 'r' };

const FIRST_MS = Date.parse('0001-01-01T00:00:00.000Z');
const LAST_MS = Date.parse('9999-12-31T23:59:59.999Z');

/** Short and stable: the same search (filters in any order) gives the same signature. */
export function searchSignature(canonical: string): string {
  return createHash('sha256').update(canonical).digest('base64url').slice(0, 16);
}

export function encodeSearchCursor(cursor: SearchCursor): string {
  const { sort, signature, key, text } = cursor;
  const body = {
    s: sort,
    h: signature,
    k: CODES[key.by],
    v: key.value,
    ...(key.by === 'rank' ? { a: key.at } : {}),
    ...(key.by === 'rank' && key.boost ? { b: key.boost } : {}),
    ...(key.by !== 'rank' && key.exact !== undefined ? { x: key.exact } : {}),
    i: key.id,
    ...(text !== undefined ? { t: text } : {}),
  };
  return Buffer.from(JSON.stringify(body)).toString('base64url');
}

const badCursor = (reason: string) =>
  new BadRequestError('The cursor is not valid.', { cursor: [reason] }, 'BAD_CURSOR');

function validValue(by: SearchKey['by'], value: unknown): value is number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return false;
  if (by === 'time') return Number.isSafeInteger(value) && value >= FIRST_MS && value <= LAST_MS;
  if (by === 'price') return Number.isSafeInteger(value) && value >= 0 && value <= 10_000_000;
  return value >= 0 && value <= 1e6;
}

/**
 * The cursor of a page of this very search (same sort, same signature), or a 400 BAD_CURSOR:
 * malformed, or made for another sort or another query.
 */
export function decodeSearchCursor(
  raw: string | undefined,
  expected: { sort: SearchSort; signature: string },
): SearchCursor | undefined {
  if (raw === undefined) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw badCursor('Invalid cursor');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badCursor('Invalid cursor');
  }
  const { s, h, k, v, a, i, t, x, b } = body as Record<string, unknown>;
  if (b !== undefined && (typeof b !== 'number' || !(b >= 0 && b <= 1))) {
    throw badCursor('Invalid cursor');
  }
  if (x !== undefined && x !== 0 && x !== 1) throw badCursor('Invalid cursor');
  if (t !== undefined && (typeof t !== 'string' || t.length > 200 || !/[\p{L}\p{N}]/u.test(t))) {
    throw badCursor('Invalid cursor');
  }
  const by = typeof k === 'string' ? KEY_KINDS[k as KeyCode] : undefined;
  if (!by || typeof i !== 'string' || !isUuid(i) || !validValue(by, v)) {
    throw badCursor('Invalid cursor');
  }
  if (by === 'rank' && !validValue('time', a)) throw badCursor('Invalid cursor');
  if (s !== expected.sort) throw badCursor('This cursor belongs to another sort order');
  if (h !== expected.signature) throw badCursor('This cursor belongs to another search');
  // Which keys each sort pages by: relevance by rank, or by time once its set was too big.
  const allowed: Record<SearchSort, SearchKey['by'][]> = {
    newest: ['time'],
    price_asc: ['price'],
    price_desc: ['price'],
    relevance: ['rank', 'time'],
  };
  if (!allowed[expected.sort].includes(by)) throw badCursor('Invalid cursor');
  const exact = x === undefined || by === 'rank' ? {} : { exact: x as number };
  const key: SearchKey =
    by === 'rank'
      ? { by, value: v, at: a as number, id: i, ...(b ? { boost: b as number } : {}) }
      : { by, value: v, id: i, ...exact };
  return {
    sort: expected.sort,
    signature: expected.signature,
    key,
    ...(typeof t === 'string' ? { text: t } : {}),
  };
}
