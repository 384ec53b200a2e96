import type { AuditEntry, AuditLogReply } from '@phonebazaar/shared';
import { beforeAll, expect, it } from 'vitest';
import {
  bookThrough,
  buyingCalls,
  buyingCast,
  handoffCalls,
  intentFor,
  lapse,
  paidThroughSandbox,
  succeedSilently,
} from '../buying-helpers.ts';
import { describeOnEachDatabase } from '../test-app.ts';

/**
 * Issue #45 item 6: a whole deal's money is in the audit log. Paying holds the card (audited
 * with the payment, by the buyer), the handoff code captures and releases it (audited with the
 * transition); each entry names the phone, links to its record and carries the amount.
 */
describeOnEachDatabase('Audit log of a deal’s money (issue #45)', (ctx) => {
  const calls = buyingCalls(ctx);
  const handoff = handoffCalls(ctx);
  let cast: Awaited<ReturnType<typeof buyingCast>>;
  beforeAll(async () => {
    cast = await buyingCast(ctx());
  });

  const entriesFor = async (bookingId: string): Promise<AuditEntry[]> => {
    const res = await ctx().app.inject({
      method: 'GET',
      url: '/api/admin/audit-log?limit=100',
      headers: cast.admin.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as AuditLogReply).items.filter((e) => e.entityId === bookingId);
  };

  it('When a deal is paid and its handoff code entered, then the log holds the hold and the release, with the phone and the amount', async () => {
    const { bookingId } = await paidThroughSandbox(calls, cast, 41_900);
    const held = await entriesFor(bookingId);
    expect(held).toMatchObject([
      {
        action: 'payment.hold',
        actor: { id: cast.buyer.row.id },
        entity: 'booking',
        after: { settlement: 'held', amountCents: 41_900 },
        amount: 419,
        record: { name: expect.stringContaining('(deal '), href: '/dashboard/allsell' },
      },
    ]);

    const code = (await handoff.code(bookingId, cast.buyer)).json().code as string;
    const entered = await handoff.enter(bookingId, cast.seller, code);
    expect(entered.statusCode, entered.body).toBe(200);
    const entries = await entriesFor(bookingId);
    expect(entries.map((e) => [e.action, e.amount])).toEqual([
      ['settlement.handoff', 419],
      ['payment.hold', 419],
    ]);
    expect(entries[0]).toMatchObject({
      actor: { id: cast.seller.row.id },
      before: { settlement: 'held' },
      after: { settlement: 'released' },
    });
  });

  it('When a payment is confirmed twice, then its hold is audited once', async () => {
    const { bookingId, intentId } = await paidThroughSandbox(calls, cast);
    const again = await calls.pay(cast.buyer, { transactionId: intentId, bookingId });
    expect(again.statusCode, again.body).toBeLessThan(300);
    expect((await entriesFor(bookingId)).filter((e) => e.action === 'payment.hold')).toHaveLength(
      1,
    );
  });

  it('When a card goes through after its booking lapsed, then the hold given back is audited with its amount and why', async () => {
    const phone = await cast.f.product({ sellingPriceCents: 30_500 });
    const bookingId = await bookThrough(calls, cast.buyer, phone.id);
    const { intentId } = await intentFor(calls, cast.buyer, bookingId);
    await lapse(ctx(), bookingId);
    await succeedSilently(ctx(), intentId);
    const late = await calls.pay(cast.buyer, { transactionId: intentId, bookingId });
    expect(late.statusCode, late.body).toBe(409);
    expect(await entriesFor(bookingId)).toMatchObject([
      {
        action: 'payment.hold_released',
        actor: null,
        before: { booking: 'lapsed' },
        after: { settlement: 'hold released', amountCents: 30_500 },
        amount: 305,
      },
    ]);
  });
});
