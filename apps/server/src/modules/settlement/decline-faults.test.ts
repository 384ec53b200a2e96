import { beforeAll, expect, it } from 'vitest';
import {
  asUser,
  dealState,
  declinedDeal,
  disputedDeal,
  settlementServices,
} from '../../test/deal-fixtures.ts';
import { createFixtures, type Fixtures, type UserRow } from '../../test/fixtures.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import type { MoneyProvider, SettlementEvent } from './settlement-transition.ts';

/**
 * Issue #18 fault tests for the decline's and the dispute's money: the process dies after the
 * provider moved the money and before the database heard of it. The claim it leaves is
 * finished once by the stale-claims sweep, with the same idempotency key.
 */
describeOnEachDatabase(
  'Decline and dispute: crash between the provider call and the write',
  (ctx) => {
    let f: Fixtures;
    let buyer: UserRow;
    let seller: UserRow;
    let admin: UserRow;
    const db = () => ctx().database.db;

    beforeAll(async () => {
      f = createFixtures(db());
      [buyer, seller, admin] = await Promise.all([f.buyer(), f.seller(), f.admin()]);
    });

    /** The provider does its work, then the first answer is lost (the process "dies"). */
    function crashingOnce() {
      const keys: string[] = [];
      let crashed = false;
      const wrap = (inner: MoneyProvider): MoneyProvider => ({
        capture: async (id, key) => {
          keys.push(key);
          const done = await inner.capture(id, key);
          if (!crashed) {
            crashed = true;
            throw new Error('crash after capture');
          }
          return done;
        },
        cancel: async (id, key) => {
          keys.push(key);
          await inner.cancel(id, key);
          if (!crashed) {
            crashed = true;
            throw new Error('crash after cancel');
          }
        },
      });
      const events: SettlementEvent[] = [];
      const s = settlementServices(ctx(), {
        wrap,
        waitMs: 300,
        effects: async (_tx, event) => {
          events.push(event);
        },
      });
      return { s, keys, events };
    }

    it('When the accepted decline crashes after the cancel, then the claim blocks other moves and the sweep refunds once', async () => {
      const { s, keys, events } = crashingOnce();
      const deal = await declinedDeal(db(), f, { buyer, seller });
      await expect(s.declines.answer(asUser(seller), deal.booking.id, true)).rejects.toThrow(
        'crash after cancel',
      );
      let after = await dealState(db(), deal.booking.id);
      expect(after.booking).toMatchObject({ settlement: 'declined', pendingAction: 'cancel' });
      // Nothing else may happen to the money meanwhile.
      await expect(s.declines.answer(asUser(seller), deal.booking.id, false)).rejects.toMatchObject(
        {
          code: 'SETTLEMENT_IN_PROGRESS',
        },
      );
      expect(await s.sweeps.finishClaims(0)).toBeGreaterThanOrEqual(1);
      after = await dealState(db(), deal.booking.id);
      expect(after.booking).toMatchObject({ settlement: 'refunded', pendingAction: null });
      expect(after).toMatchObject({ intentStatus: 'canceled', sold: false });
      expect(new Set(keys)).toEqual(new Set([`cancel-${deal.booking.id}`]));
      expect(events.filter((e) => e.bookingId === deal.booking.id)).toEqual([
        expect.objectContaining({ action: 'acceptDecline', from: 'declined', to: 'refunded' }),
      ]);
      // The seller's repeat now answers the outcome.
      expect(await s.declines.answer(asUser(seller), deal.booking.id, true)).toBe('refunded');
    });

    it('When an admin release crashes after the capture, then a second try of the same decision finishes it once', async () => {
      const { s, keys, events } = crashingOnce();
      const deal = await disputedDeal(db(), f, { buyer, seller });
      const decision = { outcome: 'release' as const, note: 'As described.' };
      await expect(s.disputes.resolve(asUser(admin), deal.booking.id, decision)).rejects.toThrow(
        'crash after capture',
      );
      expect((await dealState(db(), deal.booking.id)).booking).toMatchObject({
        settlement: 'disputed',
        pendingAction: 'capture',
        disputeOutcome: 'release',
      });
      // Another admin deciding otherwise meanwhile is refused: the decision was taken.
      await expect(
        s.disputes.resolve(asUser(admin), deal.booking.id, { outcome: 'refund', note: 'x' }),
      ).rejects.toMatchObject({ code: 'DISPUTE_RESOLVED' });
      const reply = await s.disputes.resolve(asUser(admin), deal.booking.id, decision);
      expect(reply).toMatchObject({ status: 'resolved', outcome: 'release' });
      const after = await dealState(db(), deal.booking.id);
      expect(after.booking).toMatchObject({ settlement: 'released', pendingAction: null });
      expect(after.intentStatus).toBe('succeeded');
      expect(new Set(keys)).toEqual(new Set([`capture-${deal.booking.id}`]));
      expect(events.filter((e) => e.bookingId === deal.booking.id)).toHaveLength(1);
    });
  },
);
