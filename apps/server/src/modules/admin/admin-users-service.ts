import {
  ADMIN_ERROR_CODES,
  type AdminBuyer,
  type AdminSeller,
  type AdminUser,
  type SearchPageQuery,
} from '@phonebazaar/shared';
import { absoluteImageUrl } from '../../lib/absolute-image-url.ts';
import type { AuthUser } from '../../lib/access.ts';
import { paginate } from '../../lib/cursor.ts';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
} from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { toPage } from '../../lib/pagination.ts';
import type { AuditedWrite } from '../audit/index.ts';
import type { UsersRepository } from '../users/index.ts';
import type {
  AdminAccountRow,
  AdminUsersRepository,
  DeletionContext,
  DoomedAccount,
} from './admin-users-repository.ts';

/** Which admin call deletes: All User deletes any account, All Seller / All Buyers only theirs. */
export type DeleteScope = 'any' | 'seller' | 'buyer';

const acknowledged = true as const;
const notFound = () => new NotFoundError('User', ADMIN_ERROR_CODES.userNotFound);
const notASeller = () =>
  new ConflictError('This account is not a seller.', ADMIN_ERROR_CODES.notASeller);
const notABuyer = () =>
  new ConflictError('This account is not a buyer.', ADMIN_ERROR_CODES.notABuyer);
const selfDelete = () =>
  new ForbiddenError(
    'You cannot delete your own account. Ask another admin to do it.',
    ADMIN_ERROR_CODES.selfDelete,
  );

const lastAdmin = () =>
  new ConflictError(
    'This is the last admin account. Make another account admin before deleting it.',
    ADMIN_ERROR_CODES.lastAdmin,
  );

const toUser = (row: AdminAccountRow, publicUrl: string): AdminUser => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  photoURL: absoluteImageUrl(publicUrl, row.photoUrl),
  role: row.role,
  verified: row.verified,
});
const toSeller = ({ role: _role, ...row }: AdminUser): AdminSeller => row;
const toBuyer = ({ role: _role, verified: _verified, ...row }: AdminUser): AdminBuyer => row;

/** The admin's All User, All Seller and All Buyers screens (spec §2, §4, §7; issue #6). */
export function createAdminUsersService(
  accounts: AdminUsersRepository,
  {
    users,
    accountsChanged,
    publicUrl,
    audited,
  }: {
    users: UsersRepository;
    /** After a change committed: this instance's cached accounts are stale (decision 049). */
    accountsChanged: () => void;
    /** Base of the picture URLs in answers (decision 025). */
    publicUrl: string;
    /** Each change an admin makes is audited with it (issue #18). */
    audited: AuditedWrite;
  },
) {
  async function page(query: SearchPageQuery, role?: '' | 'seller') {
    const request = toPage(query);
    const { items, nextCursor } = paginate(
      await accounts.list(request, role, query.q || undefined),
      request.limit,
      (row) => ({ at: row.createdAt, id: row.id }),
    );
    return { items: items.map((row) => toUser(row, publicUrl)), nextCursor };
  }

  /** A malformed, unknown or deleted id is 404 before anything else is decided. */
  async function findLive(id: string) {
    const row = isUuid(id) ? await users.findLiveById(id) : undefined;
    if (!row) throw notFound();
    return row;
  }

  return {
    listUsers: (query: SearchPageQuery) => page(query),
    async listSellers(query: SearchPageQuery) {
      const { items, nextCursor } = await page(query, 'seller');
      return { items: items.map(toSeller), nextCursor };
    },
    async listBuyers(query: SearchPageQuery) {
      const { items, nextCursor } = await page(query, '');
      return { items: items.map(toBuyer), nextCursor };
    },

    /** Idempotent: promoting an admin answers modifiedCount 0. */
    async makeAdmin(id: string, actorId: string) {
      const before = await findLive(id);
      const promoted = await audited(
        (tx) => accounts.promote(id, tx),
        (changed) =>
          changed
            ? {
                actorId,
                action: 'user.make_admin',
                entity: 'user',
                entityId: before.id,
                before: { role: before.role },
                after: { role: 'admin' },
              }
            : null,
      );
      if (promoted) {
        accountsChanged();
        return { acknowledged, modifiedCount: 1 };
      }
      // Nothing changed: already an admin, or deleted since we looked (404).
      await findLive(id);
      return { acknowledged, modifiedCount: 0 };
    },

    /** Only sellers carry the verified badge; verifying twice answers modifiedCount 0. */
    async verifySeller(id: string, actorId: string) {
      const before = await findLive(id);
      if (before.role !== 'seller') throw notASeller();
      const verified = await audited(
        (tx) => accounts.verifySeller(id, tx),
        (changed) =>
          changed
            ? {
                actorId,
                action: 'seller.verify',
                entity: 'user',
                entityId: before.id,
                before: { verified: false },
                after: { verified: true },
              }
            : null,
      );
      if (verified) {
        accountsChanged();
        return { acknowledged, modifiedCount: 1 };
      }
      if ((await findLive(id)).role !== 'seller') throw notASeller();
      return { acknowledged, modifiedCount: 0 };
    },

    /**
     * product-decisions §3: never the caller's own account. The checks run on the rows locked
     * inside the deletion, so the id's spelling (upper-case hex) cannot slip past them, and the
     * caller is checked there too: an admin deleted (by the admin they are deleting, say)
     * since authentication gets 401, and the last admin is never deleted (issue #14, 11).
     */
    async deleteAccount(caller: AuthUser, id: string, scope: DeleteScope) {
      if (!isUuid(id)) throw notFound();
      const decide = (account: DoomedAccount, context: DeletionContext) => {
        if (context.caller === null) throw new UnauthorizedError();
        if (context.caller && context.caller.role !== 'admin') throw new ForbiddenError();
        if (account.id === caller.id) throw selfDelete();
        if (account.role === 'admin' && context.otherAdmins < 1) throw lastAdmin();
        if (scope === 'seller' && account.role !== 'seller') throw notASeller();
        if (scope === 'buyer' && account.role !== '') throw notABuyer();
      };
      const outcome = await accounts.deleteAccount(id, decide, caller.id);
      if (!outcome) throw notFound();
      accountsChanged();
      return { reply: { acknowledged, deletedCount: 1 }, outcome };
    },
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
