import { randomBytes } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authAccounts, authUsers } from '../../db/schema.ts';

export interface PasswordIdentity {
  email: string;
  name: string;
  password: string;
  /** better-auth's scrypt hash of `password`, when already known (the demo seed's). */
  passwordHash?: string | undefined;
  image?: string | undefined;
  /** Made by the operator (the demo seed), not claimed by a stranger: proven from the start. */
  emailVerified?: boolean | undefined;
}

/** better-auth's own id shape: 32 random URL-safe characters. */
const newId = () => randomBytes(24).toString('base64url');

/**
 * Identity rows written outside a sign-up request: demo accounts (seed) and tests. The
 * rows are exactly what better-auth's email sign-up writes (a user plus a `credential`
 * account holding a scrypt hash from better-auth's own hashPassword), so signing in with
 * the password works as for any other account.
 */
export function createIdentityRepository(db: Db) {
  return {
    /** Creates the identity unless the email already has one; never resets a password. */
    async ensurePasswordIdentity(identity: PasswordIdentity): Promise<'created' | 'exists'> {
      const email = identity.email.trim().toLowerCase();
      const hash = identity.passwordHash ?? (await hashPassword(identity.password));
      return db.transaction(async (tx) => {
        const userId = newId();
        const inserted = await tx
          .insert(authUsers)
          .values({
            id: userId,
            email,
            name: identity.name,
            image: identity.image ?? null,
            emailVerified: identity.emailVerified ?? false,
          })
          .onConflictDoNothing({ target: authUsers.email })
          .returning({ id: authUsers.id });
        if (inserted.length === 0) return 'exists';
        await tx.insert(authAccounts).values({
          id: newId(),
          accountId: userId,
          providerId: 'credential',
          userId,
          password: hash,
        });
        return 'created';
      });
    },

    /** Ends an identity: its sessions and linked accounts go with it (FK cascade). */
    async deleteIdentity(email: string): Promise<boolean> {
      const rows = await db
        .delete(authUsers)
        .where(eq(authUsers.email, email.trim().toLowerCase()))
        .returning({ id: authUsers.id });
      return rows.length > 0;
    },
  };
}

export type IdentityRepository = ReturnType<typeof createIdentityRepository>;
