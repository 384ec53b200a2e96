import type { Env } from '../../env.ts';
import { type AuthUser, assertEmailAccess, normaliseEmail } from '../../lib/access.ts';
import { BadRequestError, ForbiddenError, UnauthorizedError } from '../../lib/errors.ts';
import { createImageUrlPolicy } from '../../lib/image-url.ts';
import { cleanProfileName } from '../../lib/profile-name.ts';
import type { IdentitySession } from '../auth/index.ts';
import type { SellerRelay } from './seller-relay.ts';
import type { Role, UsersRepository } from './users-repository.ts';

export interface RecordUserInput {
  email: string;
  name: string;
  photoURL: string;
  role: '' | 'seller';
}

export type RecordUserReply =
  | { acknowledged: true; insertedId: string }
  | { acknowledged: true; modifiedCount: number };

/** Marketplace profiles: role, verified flag, name and photo (spec §3, product-decisions §2-3). */
export function createUsersService(
  users: UsersRepository,
  env: Env,
  /** After a profile write committed: this instance's cached accounts are stale (decision 049). */
  accountsChanged: () => void = () => {},
  relay?: SellerRelay,
) {
  const admins = new Set(env.ADMIN_EMAILS);
  // ADMIN_EMAILS upgrades an account recorded under a listed email whose address is proven
  // (issue #14 item 2: otherwise whoever registers it first gets admin); nothing downgrades.
  const roleFor = (email: string, asked: Role, verified: boolean): Role =>
    verified && admins.has(email) ? 'admin' : asked;
  const images = createImageUrlPolicy(env);
  /** The canonical picture URL, or 400 naming photoURL (issue #14 finding 5). */
  const photo = (input: string) => {
    const canonical = images.canonical(input);
    if (canonical === undefined) {
      throw new BadRequestError(
        images.refusal,
        { photoURL: [images.refusal] },
        'INVALID_PHOTO_URL',
      );
    }
    return canonical;
  };

  return {
    /** POST /api/users: the signed-in identity records its own profile. */
    async record(session: IdentitySession, input: RecordUserInput): Promise<RecordUserReply> {
      const email = normaliseEmail(input.email);
      if (email !== session.email) {
        throw new ForbiddenError('You can only record your own account.', 'EMAIL_MISMATCH');
      }
      const photoUrl = photo(input.photoURL);
      const recorded = await users.withIdentity(email, (profiles, identity) =>
        profiles.upsert({
          email,
          // '' keeps the stored name; a new profile takes the identity's (cleaned) one.
          name: input.name.trim() || cleanProfileName(session.name),
          photoUrl,
          role: roleFor(email, input.role, identity.emailVerified),
        }),
      );
      accountsChanged();
      // The account was deleted since the session was read.
      if (!recorded) throw new UnauthorizedError();
      const row = recorded.value;
      if (row?.inserted) return { acknowledged: true, insertedId: row.id };
      return { acknowledged: true, modifiedCount: row ? 1 : 0 };
    },

    /**
     * The profile a token is issued for. A signed-in identity without one (a social
     * sign-in whose record call failed, say) gets a buyer profile from its identity data.
     */
    async profileForToken(session: IdentitySession): Promise<AuthUser> {
      const ensured = await users.withIdentity(session.email, async (profiles, identity) => {
        // Identity data may predate issue #14's rules: cleaned, never refused, here.
        const row = await profiles.ensure({
          email: session.email,
          name: cleanProfileName(session.name),
          photoUrl: images.canonical(session.image ?? '') ?? '',
          role: roleFor(session.email, '', identity.emailVerified),
        });
        if (!row) throw new Error('profile missing right after it was ensured');
        if (
          roleFor(row.email, row.role, identity.emailVerified) === 'admin' &&
          row.role !== 'admin'
        ) {
          await profiles.upsert({ email: row.email, name: '', photoUrl: '', role: 'admin' });
          return { ...row, role: 'admin' as const };
        }
        return row;
      });
      accountsChanged();
      // The account was deleted since the session was read.
      if (!ensured) throw new UnauthorizedError();
      return ensured.value;
    },

    /**
     * After-verification hook: a listed address that was just proven makes its live profile
     * admin at once (a profile recorded later is upgraded by `record`).
     */
    async grantListedAdmin(email: string): Promise<void> {
      const normalised = normaliseEmail(email);
      if (!admins.has(normalised)) return;
      await users.withIdentity(normalised, async (profiles, identity) => {
        if (!identity.emailVerified) return;
        const row = await profiles.findLiveByEmail(normalised);
        if (row && row.role !== 'admin') {
          await profiles.upsert({ email: normalised, name: '', photoUrl: '', role: 'admin' });
        }
      });
      accountsChanged();
    },

    async isAdmin(caller: AuthUser, email: string) {
      assertEmailAccess(caller, email);
      const row = await users.findLiveByEmail(normaliseEmail(email));
      return row?.role === 'admin';
    },

    async isSellerOrAdmin(caller: AuthUser, email: string) {
      assertEmailAccess(caller, email);
      const row = await users.findLiveByEmail(normaliseEmail(email));
      return row?.role === 'seller' || row?.role === 'admin';
    },

    /**
     * Public: the verified badge is public (product-decisions §3). A card's `sellerEmail` is
     * the seller's relay address (issue #44), which answers as the real one does.
     */
    async isVerified(email: string) {
      if (relay?.isRelay(email)) {
        const id = relay.sellerIdOf(email);
        return id ? ((await users.findLiveById(id))?.verified ?? false) : false;
      }
      const row = await users.findLiveByEmail(normaliseEmail(email));
      return row?.verified ?? false;
    },

    /** PATCH /api/users/me: one change applied to both the profile and the identity. */
    async updateMe(
      email: string,
      change: { name?: string | undefined; photoURL?: string | undefined },
    ) {
      const name = change.name?.trim();
      const photoUrl = change.photoURL === undefined ? undefined : photo(change.photoURL);
      await users.updateProfile(email, {
        ...(name !== undefined ? { name } : {}),
        ...(photoUrl !== undefined ? { photoUrl } : {}),
      });
      accountsChanged();
      await users.updateIdentityProfile(email, {
        ...(name !== undefined ? { name } : {}),
        ...(photoUrl !== undefined ? { image: photoUrl } : {}),
      });
      const row = await users.findLiveByEmail(email);
      return { acknowledged: true as const, modifiedCount: row ? 1 : 0 };
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
