import { beforeAll, expect, it } from 'vitest';
import { type Actor, actorFor, GOOD_CARD } from '../../test/buying-helpers.ts';
import { armsLength } from '../../test/deal-fixtures.ts';
import { createFixtures, type Fixtures } from '../../test/fixtures.ts';
import { describeOnEachDatabase, type TestContext } from '../../test/test-app.ts';
import { armsDeals, OTHER_CARD, verdictOf, withHeaders } from './trust-test-helpers.ts';

/**
 * Decision 055's network is Fastify's `request.ip`: the socket's address, or with TRUST_PROXY
 * the address the named proxy in front of the server forwards. The browser journeys that
 * count a deal (e2e/support/arms-length.ts) give each person a network of its own that way,
 * behind a trusted loopback proxy. These suites show that this is no way around the rule:
 * without a trusted proxy (the default) the header is ignored, and behind one only the entry
 * the proxy itself added counts, never one the client wrote.
 *
 * The calls come from app.inject, whose socket address is 127.0.0.1. Both parties are
 * otherwise distinct: verified phones of their own, 8-day-old accounts, no device cookie, and
 * the seller once paid with another card than the buyer's (from the `from` address given).
 */
function networkCase(ctx: () => TestContext) {
  let f: Fixtures;
  const deals = armsDeals(ctx);
  const db = () => ctx().database.db;
  const actor = async (forwardedFor: string): Promise<Actor> => {
    const row = await f.buyer();
    await armsLength(db(), row);
    return withHeaders(await actorFor(ctx(), row), { 'x-forwarded-for': forwardedFor });
  };
  beforeAll(() => {
    f = createFixtures(db());
  });
  /** The verdict of a deal between a buyer and a seller calling with these headers. */
  return async (buyerFrom: string, sellerFrom: string) => {
    const buyer = await actor(buyerFrom);
    const seller = await actor(sellerFrom);
    // The seller is seen at a checkout of its own (as a buyer), so it has a network too.
    const third = await actorFor(ctx(), await f.seller());
    await deals.paid(f, { buyer: seller, seller: third }, {}, OTHER_CARD);
    const bookingId = await deals.released(f, { buyer, seller }, {}, GOOD_CARD);
    return verdictOf(ctx(), bookingId);
  };
}

describeOnEachDatabase(
  'Network evidence without a trusted proxy: the production default (decision 055)',
  (ctx) => {
    const verdict = networkCase(ctx);

    it('When two accounts on one address send different X-Forwarded-For headers, then the headers are ignored and their deal does not count (SAME_NETWORK)', async () => {
      expect(await verdict('198.51.100.7', '203.0.113.9')).toEqual({
        counted: false,
        reasons: ['SAME_NETWORK'],
      });
    });
  },
  { TRUST_PROXY: 'false' },
);

describeOnEachDatabase(
  'Network evidence behind a trusted proxy (decision 055)',
  (ctx) => {
    const verdict = networkCase(ctx);

    it('When the proxy forwards two people from networks of their own, then their deal counts', async () => {
      expect(await verdict('198.18.1.10', '198.18.2.10')).toEqual({ counted: true, reasons: [] });
    });

    it('When two accounts on one real network each write another address before the one the proxy adds, then the proxy decides and their deal does not count (SAME_NETWORK)', async () => {
      // The client's own header first, then the address the proxy saw (it appends it).
      expect(await verdict('198.51.100.7, 203.0.113.9', '192.0.2.77, 203.0.113.200')).toEqual({
        counted: false,
        reasons: ['SAME_NETWORK'],
      });
    });
  },
  { TRUST_PROXY: '127.0.0.1' },
);
