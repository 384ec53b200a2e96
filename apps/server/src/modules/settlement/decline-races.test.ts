import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { bookings } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import {
  asUser,
  dealState,
  declinedDeal,
  disputedDeal,
  heldDeal,
  settlementServices,
} from '../../test/deal-fixtures.ts';
import { createFixtures, type Fixtures, type UserRow } from '../../test/fixtures.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';

const SLOW = 120_000;
/** The code of an AppError a call was refused with, or 'ok'. */
const codeOf = (result: PromiseSettledResult<unknown>) =>
  result.status === 'fulfilled'
    ? 'ok'
    : result.reason instanceof AppError
      ? result.reason.code
      : String(result.reason);

/**
 * Issue #18 "done when": the correct code, a decline and the window's end at the same moment
 * come to exactly one outcome and at most one provider call; concurrent answers and admins
 * likewise. The services are the app's own, on a provider that counts its money calls.
 */
describeOnEachDatabase('Decline and dispute races', (ctx) => {
  let f: Fixtures;
  let buyer: UserRow;
  let seller: UserRow;
  let admins: UserRow[];

  beforeAll(async () => {
    f = createFixtures(ctx().database.db);
    [buyer, seller] = await Promise.all([f.buyer(), f.seller()]);
    admins = await Promise.all([f.admin(), f.admin()]);
  });

  const services = () => settlementServices(ctx());

  /** A held deal with a known handoff code, its window ending `windowMs` from now. */
  async function dealWithCode(s: ReturnType<typeof services>, windowMs: number) {
    const { db } = ctx().database;
    const deal = await heldDeal(db, f, { buyer, seller });
    const { code, hash, encrypted } = s.codes.issue(deal.booking.id);
    await db
      .update(bookings)
      .set({
        handoffCodeHash: hash,
        handoffCodeEncrypted: encrypted,
        handoffExpiresAt: sql`now() + ${windowMs} * interval '1 millisecond'`,
      })
      .where(eq(bookings.id, deal.booking.id));
    return { ...deal, code };
  }

  async function codeDeclineExpiry(windowMs: number) {
    const s = services();
    const deal = await dealWithCode(s, windowMs);
    const id = deal.booking.id;
    const results = await Promise.allSettled([
      s.declines.decline(asUser(buyer), id, { reason: 'imei_mismatch' }),
      s.handoffs.handoff(asUser(seller), id, deal.code),
      s.sweeps.expireDue(),
    ]);
    // A window that ended during the race: the next sweep refunds what nobody settled.
    await s.sweeps.expireDue();
    const after = await dealState(ctx().database.db, id);
    return { s, results: results.map(codeOf), after };
  }

  it(
    'When the code, a decline and the expiry sweep race inside the window, then exactly one of code or decline wins, with at most one capture',
    async () => {
      for (let round = 0; round < 4; round++) {
        const { s, results, after } = await codeDeclineExpiry(3_600_000);
        const [decline, handoff] = results;
        expect(['declined', 'released']).toContain(after.booking.settlement);
        if (after.booking.settlement === 'declined') {
          expect(decline).toBe('ok');
          expect(handoff).toMatch(/^SETTLEMENT_(DECLINED|IN_PROGRESS)$/);
          expect(s.calls).toEqual({ capture: 0, cancel: 0 });
          expect(after.intentStatus).toBe('requires_capture');
        } else {
          expect(handoff).toBe('ok');
          expect(decline).toMatch(/^SETTLEMENT_(RELEASED|IN_PROGRESS)$/);
          expect(s.calls).toEqual({ capture: 1, cancel: 0 });
          expect(after.intentStatus).toBe('succeeded');
          expect(after.booking.declinedAt).toBeNull();
        }
      }
    },
    SLOW,
  );

  it(
    'When the code, a decline and the expiry sweep race after the window, then the money goes back once and both are refused',
    async () => {
      const { s, results, after } = await codeDeclineExpiry(-1_000);
      const [decline, handoff] = results;
      expect(after.booking.settlement).toBe('refunded');
      expect(s.calls).toEqual({ capture: 0, cancel: 1 });
      expect(after.intentStatus).toBe('canceled');
      expect(after.sold).toBe(false);
      for (const refused of [decline, handoff]) {
        expect(refused).toMatch(/^(HANDOFF_EXPIRED|SETTLEMENT_REFUNDED|SETTLEMENT_IN_PROGRESS)$/);
      }
    },
    SLOW,
  );

  it(
    'When the window ends while the three race, then there is one outcome and its one provider call',
    async () => {
      for (let round = 0; round < 3; round++) {
        const { s, after } = await codeDeclineExpiry(30);
        const outcome = after.booking.settlement;
        expect(['declined', 'released', 'refunded']).toContain(outcome);
        const expected = {
          declined: { capture: 0, cancel: 0 },
          released: { capture: 1, cancel: 0 },
          refunded: { capture: 0, cancel: 1 },
        }[outcome as 'declined' | 'released' | 'refunded'];
        expect(s.calls).toEqual(expected);
      }
    },
    SLOW,
  );

  it(
    'When the seller accepts a decline ten times at once, then the authorisation is cancelled once and every answer is refunded',
    async () => {
      const s = services();
      const deal = await declinedDeal(ctx().database.db, f, { buyer, seller });
      const results = await Promise.allSettled(
        Array.from({ length: 10 }, () => s.declines.answer(asUser(seller), deal.booking.id, true)),
      );
      expect(results.map((r) => (r.status === 'fulfilled' ? r.value : codeOf(r)))).toEqual(
        Array(10).fill('refunded'),
      );
      expect(s.calls).toEqual({ capture: 0, cancel: 1 });
      const after = await dealState(ctx().database.db, deal.booking.id);
      expect(after.intentStatus).toBe('canceled');
      expect(after.sold).toBe(false);
      expect(after.booking.pendingAction).toBeNull();
    },
    SLOW,
  );

  it(
    'When the seller accepts and contests at once, then one answer wins and the other is refused',
    async () => {
      const s = services();
      const deal = await declinedDeal(ctx().database.db, f, { buyer, seller });
      const results = await Promise.allSettled(
        Array.from({ length: 6 }, (_, i) =>
          s.declines.answer(asUser(seller), deal.booking.id, i % 2 === 0),
        ),
      );
      const after = await dealState(ctx().database.db, deal.booking.id);
      const won = after.booking.settlement;
      expect(['refunded', 'disputed']).toContain(won);
      expect(s.calls.cancel).toBe(won === 'refunded' ? 1 : 0);
      results.forEach((r, i) => {
        const accepted = i % 2 === 0;
        const agrees = (won === 'refunded') === accepted;
        if (agrees) expect(r.status === 'fulfilled' ? r.value : codeOf(r)).toBe(won);
        else expect(codeOf(r)).toMatch(/^SETTLEMENT_(REFUNDED|DISPUTED|IN_PROGRESS)$/);
      });
    },
    SLOW,
  );

  it(
    'When two admins decide one dispute differently at once, then one decision stands and one provider call is made',
    async () => {
      const s = services();
      const deal = await disputedDeal(ctx().database.db, f, { buyer, seller });
      const results = await Promise.allSettled([
        s.disputes.resolve(asUser(admins[0]!), deal.booking.id, { outcome: 'refund', note: 'A' }),
        s.disputes.resolve(asUser(admins[1]!), deal.booking.id, { outcome: 'release', note: 'B' }),
      ]);
      const codes = results.map(codeOf);
      expect(codes.filter((c) => c === 'ok')).toHaveLength(1);
      expect(codes.filter((c) => c !== 'ok')[0]).toMatch(
        /^(DISPUTE_RESOLVED|SETTLEMENT_IN_PROGRESS)$/,
      );
      const after = await dealState(ctx().database.db, deal.booking.id);
      if (after.booking.disputeOutcome === 'refund') {
        expect(after.booking.settlement).toBe('refunded');
        expect(s.calls).toEqual({ capture: 0, cancel: 1 });
      } else {
        expect(after.booking.settlement).toBe('released');
        expect(s.calls).toEqual({ capture: 1, cancel: 0 });
      }
    },
    SLOW,
  );

  it(
    'When two admins decide one dispute the same way at once, then both get the decided dispute and one provider call is made',
    async () => {
      const s = services();
      const deal = await disputedDeal(ctx().database.db, f, { buyer, seller });
      const replies = await Promise.all(
        admins.map((admin, i) =>
          s.disputes.resolve(asUser(admin), deal.booking.id, {
            outcome: 'release',
            note: `Admin ${i}`,
          }),
        ),
      );
      for (const reply of replies) {
        expect(reply).toMatchObject({ status: 'resolved', outcome: 'release' });
      }
      expect(replies[0]!.resolutionNote).toBe(replies[1]!.resolutionNote);
      expect(s.calls).toEqual({ capture: 1, cancel: 0 });
      expect((await dealState(ctx().database.db, deal.booking.id)).booking.settlement).toBe(
        'released',
      );
    },
    SLOW,
  );
});
