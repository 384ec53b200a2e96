import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { TEST_ORIGIN } from '../auth-helpers.ts';
import type { TestContext } from '../test-app.ts';
import { changedTables, databaseDigest } from './db-digest.ts';
import type { Member } from './matrix-world.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A call as `who` (bearer, or the session cookie when `cookie` is set). */
export function callAs(
  ctx: () => TestContext,
  who: Member,
  method: Method,
  url: string,
  payload?: object,
  options: { cookie?: boolean } = {},
): Promise<LightMyRequestResponse> {
  const credential = options.cookie
    ? { cookie: who.cookie }
    : { authorization: `Bearer ${who.token}` };
  return ctx().app.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, ...credential },
    ...(payload ? { payload } : {}),
  });
}

/** Tampered bodies refused so far, per database kind, for docs/reliability.md. */
export const tamperedTally: Record<string, number> = {};

/**
 * Sends each tampered body and expects it refused with `status`, the database unchanged in
 * every table (issue #7 item 2: "change nothing").
 */
export async function expectRefusedUnchanged(
  ctx: () => TestContext,
  send: (extra: Record<string, unknown>) => Promise<LightMyRequestResponse>,
  tampered: Record<string, unknown>[],
  status = 400,
): Promise<number> {
  for (const extra of tampered) {
    const before = await databaseDigest(ctx().database.db);
    const res = await send(extra);
    const label = `${JSON.stringify(extra)}: ${res.statusCode} ${res.body}`;
    expect(res.statusCode, label).toBe(status);
    expect(changedTables(before, await databaseDigest(ctx().database.db)), label).toEqual([]);
    tamperedTally[ctx().kind] = (tamperedTally[ctx().kind] ?? 0) + 1;
  }
  return tampered.length;
}

/** The fields a client could try to set on any record it sends (issue #7 item 2). */
export const PRIVILEGED_FIELDS: Record<string, unknown>[] = [
  { role: 'admin' },
  { verified: true },
  { sold: true },
  { booking: true },
  { advertisement: true },
  { paid: true },
  { _id: '00000000-0000-4000-8000-000000000001' },
  { id: '00000000-0000-4000-8000-000000000001' },
  { postTime: '2000-01-01T00:00:00.000Z' },
  { sellerId: '00000000-0000-4000-8000-000000000002' },
  { buyerId: '00000000-0000-4000-8000-000000000002' },
  { productStatus: 'Sold' },
  { priceCents: 1 },
  { amount: 1 },
  { amountCents: 1 },
  { deletedAt: null },
  // Own keys, as a JSON body carries them (an object literal's __proto__ would set the prototype).
  JSON.parse('{"__proto__": {"role": "admin"}}'),
  JSON.parse('{"constructor": {"prototype": {"role": "admin"}}}'),
];
