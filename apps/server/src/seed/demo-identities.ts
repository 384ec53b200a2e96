import { inArray } from 'drizzle-orm';
import { authUsers } from '../db/auth-schema.ts';
import type { Db } from '../db/client.ts';
import { createIdentityRepository } from '../modules/auth/index.ts';
import { DEMO_USERS, demoAvatarFile } from './demo-accounts.ts';

/**
 * The one password of every demo account (README). It passes the sign-up strength rule so
 * the accounts behave like real ones. Demo accounts exist only when demo data is on.
 */
export const DEMO_PASSWORD = 'Demo@2022';

/**
 * better-auth's scrypt hash of DEMO_PASSWORD, made once: hashing six accounts cost about a
 * second of the first start, and the password is public anyway (README). A test checks it
 * still verifies.
 */
export const DEMO_PASSWORD_HASH =
  'e96baf6deeee2b059b9ddf5e0d669d04:f660b9cce1e614ae8134f7efb545f5e73d11ba03ffc5a465e89b45c2e2a1cd874229c8608d695afd70f9e22bc5201fe2e6e152c584dd9d4bd46208e9a4f933e1';

/**
 * Gives each demo user a password identity; only the missing ones are created, so a warm
 * start pays one query.
 */
export async function seedDemoIdentities(db: Db): Promise<number> {
  const emails = DEMO_USERS.map((u) => u.email);
  const existing = await db
    .select({ email: authUsers.email })
    .from(authUsers)
    .where(inArray(authUsers.email, emails));
  const have = new Set(existing.map((r) => r.email));
  const identities = createIdentityRepository(db);
  const missing = DEMO_USERS.filter((u) => !have.has(u.email));
  await Promise.all(
    missing.map((u) =>
      identities.ensurePasswordIdentity({
        email: u.email,
        name: u.name,
        password: DEMO_PASSWORD,
        passwordHash: DEMO_PASSWORD_HASH,
        image: `/images/${demoAvatarFile(u.key)}`,
        // Demo addresses (.test) can receive no mail; the profile must not nag about them.
        emailVerified: true,
      }),
    ),
  );
  return missing.length;
}
