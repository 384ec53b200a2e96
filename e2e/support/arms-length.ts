import { randomInt } from 'node:crypto';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { ARMS_LENGTH_MIN_ACCOUNT_AGE_DAYS } from '@phonebazaar/shared';
import type { Browser } from 'playwright-core';
import { type AppServer, startAppServer } from './app-server.ts';
import { type Account, newAccount } from './buying.ts';

/** Who a journey needs: a seller or a buyer ('' role), by name. */
export interface Person {
  role: '' | 'seller';
  name: string;
}

/**
 * Decision 055: a released deal moves a seller's stars, "Trusted seller" and the price guide
 * only when its buyer and seller are distinct people by evidence. The browser journeys that
 * show those effects need such people, and fresh accounts in one browser on 127.0.0.1 are
 * rightly not: they share a network and are minutes old. So each journey gets a server of its
 * own and people who differ by every piece of evidence, the rule unchanged:
 *
 * - **Network**: each person calls from an address of its own /24 (198.18.n.10, the range kept
 *   for tests), which the reverse proxy in front of the server tells it in X-Forwarded-For. The
 *   server trusts only that proxy (TRUST_PROXY=127.0.0.1), as a production server behind one
 *   does; without TRUST_PROXY the header is ignored (trust's own suites show both).
 * - **Device**: each person's own browser contexts, which carry the device id cookie its
 *   sign-up was given (Account.storageState).
 * - **Card**: only buyers pay here, and the rule compares a buyer's cards with the seller's.
 * - **Phone and age**: the one thing a browser test cannot do is wait 8 days. The server is
 *   stopped, and each person's account is made 8 days old with a verified number of its own,
 *   as the API suites' `armsLength` fixture does (phone.e2e.ts verifies a number in the UI).
 */
export async function armsLengthPeople(
  browser: Browser,
  people: Person[],
): Promise<{ server: AppServer; accounts: Account[] }> {
  const server = await startAppServer({ DEMO_DATA: 'false', TRUST_PROXY: '127.0.0.1' });
  try {
    const accounts: Account[] = [];
    for (const [n, person] of people.entries()) {
      accounts.push(
        await newAccount(browser, person.role, {
          name: person.name,
          origin: server.baseURL,
          address: `198.18.${n + 1}.10`,
        }),
      );
    }
    await server.restart((dataDir) => ageAndVerify(dataDir, accounts));
    return { server, accounts };
  } catch (error) {
    await server.close();
    throw error;
  }
}

/** While the server is stopped: each account 8 days old, with a verified number of its own. */
async function ageAndVerify(dataDir: string, accounts: Account[]): Promise<void> {
  const db = await PGlite.create(path.join(dataDir, 'pglite'), {
    extensions: { pg_trgm, unaccent, btree_gin, fuzzystrmatch },
  });
  try {
    const first = randomInt(10_000_000, 90_000_000);
    for (const [n, account] of accounts.entries()) {
      const updated = await db.query(
        `update users set phone = $1, phone_verified_at = now(),
           created_at = least(created_at, now() - make_interval(days => $2))
         where email = $3`,
        [`+88017${first + n}`, ARMS_LENGTH_MIN_ACCOUNT_AGE_DAYS + 1, account.email],
      );
      if (updated.affectedRows !== 1) throw new Error(`no marketplace account ${account.email}`);
    }
  } finally {
    await db.close();
  }
}
