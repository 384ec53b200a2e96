import { inArray } from 'drizzle-orm';
import { createIdentityRepository } from '../../modules/auth/identity-repository.ts';
import { authUsers } from '../auth-schema.ts';
import type { Db } from '../client.ts';
import { DEMO_USERS, demoAvatarFile } from './demo-accounts.ts';

/**
 * The one password of every demo account (README). It passes the sign-up strength rule so
 * the accounts behave like real ones. Demo accounts exist only when demo data is on.
 */
export const DEMO_PASSWORD = 'Demo@2022';

/**
 * Gives each demo user a password identity. Hashing is deliberately slow, so only the
 * missing ones are created: a warm start pays one query.
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
        image: `/images/${demoAvatarFile(u.key)}`,
      }),
    ),
  );
  return missing.length;
}
