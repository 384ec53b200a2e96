import { AREAS, CONDITIONS } from '@phonebazaar/shared';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../../apps/server/src/db/client.ts';
import type { RequestsPlan } from '../load/types.ts';
import type { Plan } from './plan.ts';
import type { Check, ScenarioResult } from './results.ts';
import type { RunningServer } from './server.ts';

/**
 * The write scenarios of issue #22 item 2 besides booking: each request its own (a new
 * listing, a different listing to advertise or edit, a new report), built here from the plan,
 * every one by the account allowed to make it.
 */
export interface WriteScenario {
  name: WriteName;
  title: string;
  requests: RequestsPlan['requests'];
}

export const WRITES = ['add-listing', 'advertise', 'edit', 'report', 'message'] as const;
export type WriteName = (typeof WRITES)[number];

/** One picture, uploaded once as the seller would, named by every listing added. */
async function uploadImage(server: RunningServer, token: string): Promise<string> {
  const png = await sharp({
    create: { width: 64, height: 64, channels: 3, background: { r: 40, g: 90, b: 160 } },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'phone.png');
  const res = await fetch(`${server.origin}/api/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const reply = (await res.json()) as { data?: { url?: string } };
  if (!res.ok || !reply.data?.url) throw new Error(`upload failed: ${res.status}`);
  return reply.data.url;
}

export async function writeScenarios(
  plan: Plan,
  server: RunningServer,
  perScenario: number,
): Promise<WriteScenario[]> {
  const tokens = new Map<string, string>();
  const token = async (user: { id: string; email: string }) => {
    const known = tokens.get(user.id);
    if (known) return known;
    const minted = await server.token(user);
    tokens.set(user.id, minted);
    return minted;
  };
  const w = plan.writes;
  const buyers = plan.buyers;
  if (w.owned.length < perScenario) {
    throw new Error(`only ${w.owned.length} listings to advertise and edit, ${perScenario} needed`);
  }
  const image = await uploadImage(server, await token(w.sellers[0]!));
  const n = Array.from({ length: perScenario }, (_, i) => i);
  const seller = (o: (typeof w.owned)[number]) => ({ id: o.sellerId, email: o.sellerEmail });
  const L = w.reportListings.length;
  return [
    {
      name: 'add-listing',
      title: 'POST /api/addproduct (a new listing each, verified sellers)',
      requests: await Promise.all(
        n.map(async (i) => ({
          method: 'POST',
          path: '/api/addproduct',
          token: await token(w.sellers[i % w.sellers.length]!),
          body: JSON.stringify({
            productName: `Bench phone ${i + 1}`,
            marketPrice: 450,
            sellingPrice: 320 + (i % 50),
            purchaseYear: '2024-03-15',
            area: AREAS[i % AREAS.length],
            productCondition: CONDITIONS[i % CONDITIONS.length],
            categoriesId: w.categoryId,
            productImg: image,
            description: 'Used for a year, no scratches, with its box and charger.',
            sellerPhone: '+8801711000000',
          }),
        })),
      ),
    },
    {
      name: 'advertise',
      title: 'PUT /api/product/:id (advertise, a different own listing each)',
      requests: await Promise.all(
        n.map(async (i) => ({
          method: 'PUT',
          path: `/api/product/${w.owned[i]!.id}`,
          token: await token(seller(w.owned[i]!)),
        })),
      ),
    },
    {
      name: 'edit',
      title: 'PATCH /api/product/:id (a new price, a different own listing each)',
      requests: await Promise.all(
        n.map(async (i) => ({
          method: 'PATCH',
          path: `/api/product/${w.owned[i]!.id}`,
          token: await token(seller(w.owned[i]!)),
          body: JSON.stringify({ sellingPrice: (w.owned[i]!.priceCents + 100) / 100 }),
        })),
      ),
    },
    {
      name: 'report',
      title: 'PUT /api/report/:id (a buyer reports a listing, each pair once)',
      requests: await Promise.all(
        n.map(async (i) => ({
          method: 'PUT',
          path: `/api/report/${w.reportListings[i % L]!}`,
          token: await token(buyers[Math.floor(i / L) % buyers.length]!),
          body: JSON.stringify({ category: 'wrong_price', reason: 'Price looks too low' }),
        })),
      ),
    },
    {
      name: 'message',
      title: 'POST /api/conversations (a buyer writes to a seller about a listing)',
      requests: await Promise.all(
        n.map(async (i) => ({
          method: 'POST',
          path: '/api/conversations',
          token: await token(buyers[i % buyers.length]!),
          body: JSON.stringify({
            listingId: w.messageListings[i % w.messageListings.length]!,
            text: `Is it still available? Can we meet at the mall tomorrow? (${i + 1})`,
          }),
        })),
      ),
    },
  ];
}

/** Rows the writes left, counted from the data set before it is put back. */
export async function countWritten(
  database: Database,
  anchor: string,
): Promise<Record<WriteName, number>> {
  const at = new Date(anchor).toISOString();
  const saved = (await database.db.execute(
    sql`select count(*)::int as n from pg_tables where tablename = 'bench_saved_listings'`,
  )) as unknown as { rows: { n: number }[] } | { n: number }[];
  // Gone only when another run put this data set back meanwhile: the edit check then fails.
  const hasSaved = Number((Array.isArray(saved) ? saved[0] : saved.rows[0])?.n) > 0;
  const edited = hasSaved
    ? sql`(select count(*) from products p
        where p.selling_price_cents <> (select s.selling_price_cents from bench_saved_listings s
          where s.id = p.id))::int`
    : sql`-1`;
  const result = (await database.db.execute(sql`select
      (select count(*) from products where post_time > ${at}::timestamptz)::int as added,
      (select count(*) from products where advertised_at > ${at}::timestamptz)::int as advertised,
      ${edited} as edited,
      (select count(*) from reports where created_at > ${at}::timestamptz)::int as reports,
      (select count(*) from messages where created_at > ${at}::timestamptz)::int as messages`)) as unknown as
    | { rows: Record<string, number>[] }
    | Record<string, number>[];
  const row = (Array.isArray(result) ? result[0] : result.rows[0]) ?? {};
  return {
    'add-listing': Number(row.added),
    advertise: Number(row.advertised),
    edit: Number(row.edited),
    report: Number(row.reports),
    message: Number(row.messages),
  };
}

/** Each write scenario's 2xx answers against the rows it left (advertise: plus the check's). */
export function writtenChecks(
  scenarios: ScenarioResult[],
  written: Record<WriteName, number>,
  extraAdvertised: number,
): Check[] {
  return WRITES.flatMap((name) => {
    const s = scenarios.find((c) => c.name === name);
    if (!s) return [];
    const ok = s.runs.reduce(
      (sum, r) =>
        sum +
        Object.entries(r.statusCodes)
          .filter(([code]) => code.startsWith('2'))
          .reduce((a, [, c]) => a + c, 0),
      0,
    );
    const want = ok + (name === 'advertise' ? extraAdvertised : 0);
    return [
      {
        name: `every 2xx of ${name} wrote its row`,
        pass: written[name] === want,
        detail: `${written[name]} rows written, ${ok} answered 2xx${name === 'advertise' ? ` (+${extraAdvertised} by the invalidation check)` : ''}`,
      },
    ];
  });
}
