import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { DEAL_INVARIANTS } from './workload-deal-invariants.ts';

/**
 * The invariants the workload must leave intact, each as SQL (a test-only query module):
 * `checked` counts the rows the rule looks at, `violations` selects every row that breaks
 * it. Derived from docs/state-machines.md, docs/decisions/009-deleting-accounts.md and the
 * schema. A bug shows up as violating rows, named by id, so a failure says where to look.
 */
export interface Invariant {
  name: string;
  checked: string;
  violations: string;
}

const OPEN = `b.paid = false and b.released_at is null`;
const ACTIVE = `${OPEN} and b.expires_at > now()`;

export const INVARIANTS: Invariant[] = [
  {
    name: 'At most one active booking per listing',
    checked: `select count(distinct product_id) from bookings`,
    violations: `select b.product_id as id, count(*) as n from bookings b
      where ${ACTIVE} group by b.product_id having count(*) > 1`,
  },
  {
    name: 'At most one open (unpaid, unreleased) booking per listing',
    checked: `select count(distinct product_id) from bookings`,
    violations: `select b.product_id as id, count(*) as n from bookings b
      where ${OPEN} group by b.product_id having count(*) > 1`,
  },
  {
    // A refunded deal (issue #18) gives its listing back: it may be sold again. A refund
    // leaves a deleted listing's flags as they were (settlement-repository's relist skips
    // deleted listings), so a deleted one may still say sold with its deal refunded.
    name: 'A live listing is sold exactly when one paid, unrefunded booking exists (a deleted one: at most one)',
    checked: `select count(*) from products`,
    violations: `select p.id, p.sold, p.deleted_at is not null as deleted, count(b.id) as paid
      from products p
      left join bookings b on b.product_id = p.id and b.paid and b.settlement <> 'refunded'
      group by p.id, p.sold, p.deleted_at
      having count(b.id) > 1 or (p.deleted_at is null and p.sold <> (count(b.id) = 1))
        or (p.sold = false and count(b.id) = 1)`,
  },
  {
    name: 'A sold listing is neither advertised nor flagged booked',
    checked: `select count(*) from products where sold`,
    violations: `select id from products where sold and (advertisement or booking)`,
  },
  {
    name: 'Each paid booking has exactly one payment, and each payment a paid booking',
    checked: `select (select count(*) from bookings where paid) + (select count(*) from payments)`,
    violations: `select b.id, 'paid booking without one payment' as why from bookings b
        where b.paid and (select count(*) from payments x where x.booking_id = b.id) <> 1
      union all
      select x.id, 'payment of an unpaid booking' from payments x
        join bookings b on b.id = x.booking_id where not b.paid`,
  },
  {
    name: 'A payment matches its booking (amount in cents, listing, buyer, transaction, usd)',
    checked: `select count(*) from payments`,
    violations: `select x.id from payments x join bookings b on b.id = x.booking_id
      where x.amount_cents <> b.price_cents or x.product_id <> b.product_id
        or x.buyer_id <> b.buyer_id or x.transaction_id is distinct from b.transaction_id
        or x.currency <> 'usd' or x.amount_cents <= 0`,
  },
  {
    name: 'A booking copies its listing: seller, not the buyer, paid within its hold',
    checked: `select count(*) from bookings`,
    violations: `select b.id from bookings b join products p on p.id = b.product_id
      where b.seller_id <> p.seller_id or b.buyer_id = b.seller_id
        or (b.paid and (b.paid_at is null or b.paid_at > b.expires_at))
        or (not b.paid and (b.paid_at is not null or b.transaction_id is not null))`,
  },
  {
    name: 'No card payment left succeeded but unrecorded; intents match their booking',
    checked: `select count(*) from payment_intents`,
    violations: `select i.id from payment_intents i join bookings b on b.id = i.booking_id
      where i.amount_cents <> b.price_cents
        or (i.status = 'succeeded'
            and not exists (select 1 from payments x where x.transaction_id = i.id))`,
  },
  {
    name: 'No orphan rows (bookings, payments, intents, reports, listings)',
    checked: `select (select count(*) from bookings) + (select count(*) from payments)
      + (select count(*) from payment_intents) + (select count(*) from reports)
      + (select count(*) from products)`,
    violations: `select b.id::text from bookings b
        where not exists (select 1 from products p where p.id = b.product_id)
          or not exists (select 1 from users u where u.id = b.buyer_id)
          or not exists (select 1 from users u where u.id = b.seller_id)
      union all select x.id::text from payments x
        where not exists (select 1 from bookings b where b.id = x.booking_id)
          or not exists (select 1 from users u where u.id = x.buyer_id)
      union all select i.id from payment_intents i
        where not exists (select 1 from bookings b where b.id = i.booking_id)
      union all select r.id::text from reports r
        where not exists (select 1 from products p where p.id = r.product_id)
          or not exists (select 1 from users u where u.id = r.reporter_id)
      union all select p.id::text from products p
        where not exists (select 1 from users u where u.id = p.seller_id)`,
  },
  {
    name: "A deleted seller's unsold listings are off the market",
    checked: `select count(*) from products p join users u on u.id = p.seller_id where u.deleted_at is not null`,
    violations: `select p.id from products p join users u on u.id = p.seller_id
      where u.deleted_at is not null and not p.sold and p.deleted_at is null`,
  },
  {
    name: 'A deleted buyer holds no open booking',
    checked: `select count(*) from bookings b join users u on u.id = b.buyer_id where u.deleted_at is not null`,
    violations: `select b.id from bookings b join users u on u.id = b.buyer_id
      where u.deleted_at is not null and not b.paid
        and (b.released_at is null or b.expires_at > u.deleted_at)`,
  },
  {
    name: 'A deleted account keeps no identity, session or re-created profile',
    checked: `select count(*) from users where deleted_at is not null`,
    violations: `select a.id from auth_user a
        where exists (select 1 from users d where d.email = a.email and d.deleted_at is not null)
          and not exists (select 1 from users l where l.email = a.email and l.deleted_at is null)
      union all select s.id from auth_session s join auth_user a on a.id = s.user_id
        where exists (select 1 from users d where d.email = a.email and d.deleted_at is not null)
          and not exists (select 1 from users l where l.email = a.email and l.deleted_at is null)
      union all select l.id::text from users l join users d on d.email = l.email
        where l.deleted_at is null and d.deleted_at is not null and l.created_at > d.deleted_at`,
  },
  ...DEAL_INVARIANTS,
];

async function rows(db: Db, query: string): Promise<Record<string, unknown>[]> {
  const result = (await db.execute(sql.raw(query))) as unknown as {
    rows: Record<string, unknown>[];
  };
  return result.rows;
}

export interface InvariantResult {
  name: string;
  checked: number;
  violations: number;
  /** The first few violating rows, to say where to look. */
  sample: Record<string, unknown>[];
}

export async function checkInvariants(db: Db): Promise<InvariantResult[]> {
  const results: InvariantResult[] = [];
  for (const inv of INVARIANTS) {
    const [count] = await rows(db, inv.checked);
    const bad = await rows(db, inv.violations);
    results.push({
      name: inv.name,
      checked: Number(Object.values(count ?? {})[0] ?? 0),
      violations: bad.length,
      sample: bad.slice(0, 5),
    });
  }
  return results;
}

/**
 * Waits for the settlement sweep (the payment reconciler's recurring job) to refund every
 * held deal whose window ended and finish every claimed transition; gives up after
 * `timeoutMs`, leaving what is left to the invariants to name.
 */
export async function settledBySweep(db: Db, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [left] = await rows(
      db,
      `select count(*) as n from bookings
        where (settlement = 'held' and handoff_expires_at <= now()) or pending_action is not null`,
    );
    if (Number(left?.n ?? 0) === 0 || Date.now() > deadline) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
