import { and, desc, eq, ilike, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedReads } from '../../db/prepared-read.ts';
import { bookings, products, users } from '../../db/schema.ts';
import { containsPattern } from '../../lib/like.ts';
import { keysetAfterPlaceholders, type PageRequest, pageValues } from '../../lib/pagination.ts';
import { audit } from '../audit/index.ts';
import { createIdentityRepository } from '../auth/index.ts';
import { listingStateWrites } from '../listings/index.ts';
import type { Role } from '../users/index.ts';

/** The account being deleted, as locked inside the deletion. */
export interface DoomedAccount {
  id: string;
  email: string;
  role: Role;
}

/**
 * What the deletion found about the admin asking for it, read under the same locks (issue #14
 * finding 11): the caller's live row (null when deleted meanwhile) and how many other live
 * admins would remain.
 */
export interface DeletionContext {
  caller: DoomedAccount | null | undefined;
  otherAdmins: number;
}

/** What a deletion changed besides the account itself (for the audit log). */
export interface DeletionOutcome {
  listingsWithdrawn: number;
  bookingsReleased: number;
  identityDeleted: boolean;
}

const live = isNull(users.deletedAt);

/** The admin's reads and writes of accounts (issue #6); the users module keeps the rest. */
export function createAdminUsersRepository(db: Db) {
  // Built and prepared once per shape (issue #22, db/prepared-read.ts): of one role or all,
  // filtered by the box or not, after a cursor or not.
  type ListShape = `${'role' | 'all'}_${'search' | 'any'}_${'first' | 'after'}`;
  const listPage = preparedReads('admin_users', (shape: ListShape) => {
    const [ofRole, searched, after] = shape.split('_');
    const pattern = sql.placeholder('pattern');
    return db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        photoUrl: users.photoUrl,
        role: users.role,
        verified: users.verified,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(
        and(
          live,
          ofRole === 'role' ? eq(users.role, sql.placeholder('role')) : undefined,
          searched === 'search'
            ? or(ilike(users.name, pattern), ilike(users.email, pattern))
            : undefined,
          after === 'after' ? keysetAfterPlaceholders(users.createdAt, users.id) : undefined,
        ),
      )
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(sql.placeholder('limit'));
  });

  return {
    /**
     * Live accounts, newest first, optionally of one role; one extra row for paging.
     * users_live_created_idx / users_live_role_idx match the filter and order.
     */
    list(page: PageRequest, role?: Role, search?: string) {
      const { shape, values } = pageValues(page);
      // The filter box (issue #23 item 14): name or email containing the text, any case.
      const pattern = search ? containsPattern(search) : undefined;
      return listPage(
        `${role !== undefined ? 'role' : 'all'}_${pattern ? 'search' : 'any'}_${shape}`,
        {
          ...values,
          ...(role !== undefined ? { role } : {}),
          ...(pattern ? { pattern } : {}),
        },
      );
    },

    /** One conditional statement; false when the account is gone or already an admin. */
    async promote(id: string, tx: Db = db): Promise<boolean> {
      const rows = await tx
        .update(users)
        .set({ role: 'admin' })
        .where(and(eq(users.id, id), live, ne(users.role, 'admin')))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    /** False when the account is gone, not a seller, or already verified. */
    async verifySeller(id: string, tx: Db = db): Promise<boolean> {
      const rows = await tx
        .update(users)
        .set({ verified: true })
        .where(and(eq(users.id, id), live, eq(users.role, 'seller'), eq(users.verified, false)))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    /**
     * Deletes an account in one transaction, under the account's row lock so two admins (or
     * a promotion) cannot interleave. `decide` sees the locked live account and throws to
     * refuse; undefined when there is no live account with this id. Sales, payments, paid
     * bookings and sold listings are left as they are: they are other people's records too.
     */
    deleteAccount(
      id: string,
      decide: (account: DoomedAccount, context: DeletionContext) => void,
      callerId?: string,
    ): Promise<DeletionOutcome | undefined> {
      return db.transaction(async (tx) => {
        const [target] = await tx
          .select({ email: users.email })
          .from(users)
          .where(and(eq(users.id, id), live));
        if (!target) return undefined;
        // The identity goes first (its sessions and linked accounts with it, by FK cascade):
        // profile writes lock the identity before the profile (users-repository withIdentity),
        // so taking the same order here means neither waits on the other in a cycle, and a
        // token or profile call racing this deletion cannot re-create the profile.
        const identityDeleted = await createIdentityRepository(tx).deleteIdentity(target.email);
        // The account and the admin deleting it are locked together, in id order, so two
        // admins deleting each other take turns and the second finds its caller gone (issue #14
        // finding 11). Not FOR UPDATE: that would also block the key-share locks every insert
        // of a booking or payment takes on its users, while those hold the listing this needs.
        // The database answers ids in lower case; the caller may have spelt them otherwise.
        const own = id.toLowerCase();
        const ids = callerId !== undefined && callerId !== own ? [own, callerId] : [own];
        const locked = await tx
          .select({ id: users.id, email: users.email, role: users.role })
          .from(users)
          .where(and(inArray(users.id, ids), live))
          .orderBy(users.id)
          .for('no key update');
        const account = locked.find((row) => row.id === own);
        if (!account) return undefined;
        let otherAdmins = 0;
        if (account.role === 'admin') {
          const [row] = await tx
            .select({ n: sql<number>`count(*)`.mapWith(Number) })
            .from(users)
            .where(and(eq(users.role, 'admin'), live, ne(users.id, id)));
          otherAdmins = row?.n ?? 0;
        }
        const caller =
          callerId === undefined ? undefined : (locked.find((row) => row.id === callerId) ?? null);
        decide(account, { caller, otherAdmins });

        // Its tokens stop at once: authenticate reads the live row on every request.
        await tx.update(users).set({ deletedAt: sql`now()` }).where(eq(users.id, id));

        // Every listing this touches is locked first, in id order: its own unsold listings
        // and those its open bookings hold. Booking and payment lock a listing before its
        // bookings, and another deletion takes the same order, so none of them can deadlock.
        const open = and(
          eq(bookings.buyerId, id),
          eq(bookings.paid, false),
          isNull(bookings.releasedAt),
        );
        await tx
          .select({ id: products.id })
          .from(products)
          .where(
            or(
              and(eq(products.sellerId, id), eq(products.sold, false), isNull(products.deletedAt)),
              inArray(
                products.id,
                tx.select({ productId: bookings.productId }).from(bookings).where(open),
              ),
            ),
          )
          .orderBy(products.id)
          .for('update');

        // Unsold listings leave the market; sold ones stay for the sales that point at them.
        const withdrawn = await listingStateWrites.withdrawSellerListings(tx, id);

        // Its unpaid holds end now: released frees the listing's one open slot
        // (bookings_open_product_uq), and a hold that has ended can never be paid.
        const released = await tx
          .update(bookings)
          .set({
            releasedAt: sql`now()`,
            expiresAt: sql`least(${bookings.expiresAt}, now())`,
          })
          .where(open)
          .returning({ productId: bookings.productId });
        const freed = [...new Set(released.map((b) => b.productId))];
        // Their listings lapse back to the market (the listings room's write).
        await listingStateWrites.lapseMany(tx, freed);

        const outcome = {
          listingsWithdrawn: withdrawn.length,
          bookingsReleased: released.length,
          identityDeleted,
        };
        // Who removed whom, and what went with the account (issue #18), with the deletion.
        await audit(tx, {
          actorId: callerId ?? null,
          action: 'user.delete',
          entity: 'user',
          entityId: own,
          before: { email: account.email, role: account.role },
          after: { deleted: true, ...outcome },
        });
        return outcome;
      });
    },
  };
}

export type AdminUsersRepository = ReturnType<typeof createAdminUsersRepository>;
export type AdminAccountRow = Awaited<ReturnType<AdminUsersRepository['list']>>[number];
