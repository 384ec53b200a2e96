import type { Invariant } from './workload-invariants.ts';

/**
 * Issue #18's invariants: the money of held deals and the ledger. Checked after the run and
 * after the settlement sweep has had its turn (a held deal past its window is the sweep's).
 */
export const DEAL_INVARIANTS: Invariant[] = [
  {
    name: 'Money is conserved: releases = payouts + balances, per seller and in all; no balance below zero',
    checked: `select (select count(*) from ledger_releases) + (select count(*) from payouts)
      + (select count(*) from ledger_balances)`,
    violations: `with sellers as (
        select seller_id from ledger_releases union select seller_id from payouts
        union select seller_id from ledger_balances)
      select s.seller_id::text as id, 'releases <> payouts + balance' as why from sellers s
        where (select coalesce(sum(amount_cents), 0) from ledger_releases r where r.seller_id = s.seller_id)
          <> (select coalesce(sum(amount_cents), 0) from payouts x where x.seller_id = s.seller_id)
           + (select coalesce(sum(balance_cents), 0) from ledger_balances l where l.seller_id = s.seller_id)
      union all select seller_id::text, 'negative balance' from ledger_balances where balance_cents < 0
      union all select 'all sellers', 'sum of releases <> payouts + balances'
        where (select coalesce(sum(amount_cents), 0) from ledger_releases)
          <> (select coalesce(sum(amount_cents), 0) from payouts)
           + (select coalesce(sum(balance_cents), 0) from ledger_balances)`,
  },
  {
    name: "Each released deal is credited once, at its price, to its listing's seller; nothing else is",
    checked: `select (select count(*) from bookings where settlement = 'released')
      + (select count(*) from ledger_releases)`,
    violations: `select b.id::text, 'released without its one credit' as why
        from bookings b join products p on p.id = b.product_id
        where b.settlement = 'released' and (select count(*) from ledger_releases r
          where r.booking_id = b.id and r.amount_cents = b.price_cents and r.seller_id = p.seller_id) <> 1
      union all select r.id::text, 'credit of a deal not released' from ledger_releases r
        join bookings b on b.id = r.booking_id where b.settlement <> 'released'`,
  },
  {
    // The audit log is written in the release's own transaction (settlement effects): a
    // 'settlement.handoff' entry exists only when the seller's code matched the buyer's.
    name: "No released deal without its seller's correct code entry or an admin's decision, audited once",
    checked: `select count(*) from bookings where settlement = 'released'`,
    violations: `select b.id::text, count(a.id) as audited from bookings b
        left join audit_log a on a.entity = 'booking' and a.entity_id = b.id::text
          and a.after->>'settlement' = 'released'
          and ((a.action = 'settlement.handoff' and a.actor_id = b.seller_id)
            or (a.action = 'settlement.adminRelease'
                and exists (select 1 from users u where u.id = a.actor_id and u.role = 'admin')))
        where b.settlement = 'released'
        group by b.id having count(a.id) <> 1`,
  },
  {
    name: 'No held payment past its window (after the sweep), and no money transition left half-way',
    checked: `select count(*) from bookings where settlement <> 'none'`,
    violations: `select id::text, 'held past its window' as why from bookings
        where settlement = 'held' and handoff_expires_at <= now()
      union all select id::text, 'claimed ' || pending_action || ', never finished' from bookings
        where pending_action is not null`,
  },
  {
    name: "A deal's settlement matches its payment and the provider's intent",
    checked: `select count(*) from bookings where paid`,
    violations: `select b.id::text, b.settlement as why from bookings b
        where (b.paid and b.settlement = 'none') or (not b.paid and b.settlement <> 'none')
          or (b.settlement = 'held'
              and (b.handoff_expires_at is null or b.handoff_code_hash is null))
      union all select b.id::text, b.settlement || ' but the intent is ' || i.status
        from bookings b join payment_intents i on i.id = b.transaction_id
        where i.status <> case b.settlement when 'released' then 'succeeded'
          when 'refunded' then 'canceled' else 'requires_capture' end`,
  },
];
