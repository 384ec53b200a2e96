import { DECLINE_REASONS } from '@phonebazaar/shared';
import type { LightMyRequestResponse } from 'fastify';
import type { Op, OpContext, Outcome } from './workload-ops.ts';
import type { KnownBooking } from './workload-world.ts';

/**
 * The held deal's operations (issue #18): the buyer reads the handoff code or declines, the
 * seller enters the code (right or wrong) or answers a decline, admins decide disputes and
 * record payouts, sellers read their earnings. Each remembers what it saw in the world's
 * deal log, which the suite holds the database to afterwards.
 */
export const DEAL_EXPECTED: Record<string, number[]> = {
  'deal:code': [200, 401, 403, 404, 409],
  'deal:handoff': [200, 401, 403, 404, 409, 422, 429],
  'deal:decline': [200, 401, 403, 404, 409],
  'deal:answer': [200, 401, 403, 404, 409],
  'admin:disputes': [200, 401, 403],
  'admin:resolve': [200, 401, 403, 404, 409],
  'admin:payouts': [200, 401, 403],
  'admin:payout': [200, 401, 403, 404, 409],
  earnings: [200, 401, 403],
};

type Send = (
  c: OpContext,
  kind: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) => Promise<[Outcome, LightMyRequestResponse]>;

/** Mostly the newest of `list`, where the deals still move. */
const recent = <T>(c: OpContext, list: T[]) => c.rng.pick(list.slice(-6));

/** A six-digit code that is not `code`. */
function wrongCode(c: OpContext, code: string | undefined): string {
  for (;;) {
    const guess = String(c.rng.int(1_000_000)).padStart(6, '0');
    if (guess !== code) return guess;
  }
}

export function dealOps(send: Send) {
  const myPaid = (c: OpContext) =>
    [...c.world.bookings.values()].filter((b) => b.buyerId === c.me.row.id && b.paid);
  const soldByMe = (c: OpContext) =>
    [...c.world.bookings.values()].filter(
      (b) => b.paid && c.world.listings.get(b.productId)?.sellerId === c.me.row.id,
    );

  /** The buyer, at the meetup, looks at the code (and remembers it for the seller). */
  const readCode: Op = async (c) => {
    const booking = recent(c, myPaid(c));
    if (!booking) return [];
    const [out, res] = await send(c, 'deal:code', 'GET', `/api/booking/${booking.id}/handoff-code`);
    if (res.statusCode === 200) booking.code = res.json().code as string;
    return [out];
  };

  /** The buyer declines the phone at the meetup. */
  const decline: Op = async (c) => {
    const booking = recent(c, myPaid(c));
    if (!booking) return [];
    const reason = c.rng.pick([...DECLINE_REASONS])!;
    const body = reason === 'other' ? { reason, note: 'Not the phone in the photos.' } : { reason };
    return [(await send(c, 'deal:decline', 'POST', `/api/booking/${booking.id}/decline`, body))[0]];
  };

  /** The seller enters the code the buyer gave, or mistypes it, or guesses. */
  const handoff: Op = async (c) => {
    const booking: KnownBooking | undefined = recent(c, soldByMe(c));
    if (!booking) return [];
    const right = booking.code !== undefined && c.rng.chance(0.75);
    const code = right ? booking.code! : wrongCode(c, booking.code);
    const [out, res] = await send(c, 'deal:handoff', 'POST', `/api/booking/${booking.id}/handoff`, {
      code,
    });
    if (res.statusCode === 200 && res.json().settlement === 'released') {
      (right ? c.world.deals.releasedByCode : c.world.deals.releasedByWrongCode).add(booking.id);
    }
    return [out];
  };

  /** The seller accepts a decline (refund) or contests it (dispute). */
  const answer: Op = async (c) => {
    const booking = recent(c, soldByMe(c));
    if (!booking) return [];
    const body = { accept: c.rng.chance(0.5) };
    return [
      (await send(c, 'deal:answer', 'POST', `/api/booking/${booking.id}/decline/answer`, body))[0],
    ];
  };

  /** An admin reads the disputes and decides an open one. */
  const resolve: Op = async (c) => {
    const [listed, res] = await send(c, 'admin:disputes', 'GET', '/api/admin/disputes');
    if (res.statusCode !== 200) return [listed];
    const open = (res.json().items as { id: string; status: string }[]).filter(
      (d) => d.status === 'open',
    );
    const dispute = c.rng.pick(open);
    if (!dispute) return [listed];
    const outcome = c.rng.chance(0.5) ? 'release' : 'refund';
    const [decided, reply] = await send(
      c,
      'admin:resolve',
      'POST',
      `/api/admin/disputes/${dispute.id}/resolve`,
      { outcome, note: 'Decided by the workload.' },
    );
    if (reply.statusCode === 200 && outcome === 'release') {
      c.world.deals.releasedByAdmin.add(dispute.id);
    }
    return [listed, decided];
  };

  /** An admin pays a seller part of their balance, or now and then more than it (409). */
  const payout: Op = async (c) => {
    const [listed, res] = await send(c, 'admin:payouts', 'GET', '/api/admin/payouts');
    if (res.statusCode !== 200) return [listed];
    const seller = c.rng.pick(res.json().sellers as { id: string; balance: number }[]);
    if (!seller) return [listed];
    // Cents of up to 120% of the balance read: other admins pay the same sellers meanwhile.
    const cents = 1 + c.rng.int(Math.round(seller.balance * 120));
    const [paid] = await send(c, 'admin:payout', 'POST', '/api/admin/payouts', {
      sellerId: seller.id,
      amount: cents / 100,
      reference: `WL-${c.rng.int(1_000_000)}`,
    });
    return [listed, paid];
  };

  const earnings: Op = async (c) => [(await send(c, 'earnings', 'GET', '/api/earnings'))[0]];

  return { readCode, decline, handoff, answer, resolve, payout, earnings } satisfies Record<
    string,
    Op
  >;
}
