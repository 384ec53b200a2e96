import { and, eq, isNotNull, isNull, ne, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authUsers, users } from '../../db/schema.ts';

export type Role = (typeof users.role.enumValues)[number];

const accountColumns = {
  id: users.id,
  email: users.email,
  role: users.role,
  name: users.name,
  verified: users.verified,
};

const live = isNull(users.deletedAt);

// The higher of the stored role and the recorded one: admin > seller > buyer ('').
const mergedRole = sql`case
  when ${users.role} = 'admin' or excluded.role = 'admin' then 'admin'
  when ${users.role} = 'seller' or excluded.role = 'seller' then 'seller'
  else '' end`;
// An empty name or photo in a later record keeps what is stored.
const mergedName = sql`coalesce(nullif(excluded.name, ''), ${users.name})`;
const mergedPhoto = sql`coalesce(nullif(excluded.photo_url, ''), ${users.photoUrl})`;

export interface ProfileRecord {
  email: string;
  name: string;
  photoUrl: string;
  role: Role;
}

function findLiveByEmail(db: Db, email: string) {
  return db
    .select(accountColumns)
    .from(users)
    .where(and(eq(users.email, email), live))
    .then((rows) => rows[0]);
}

/** Writing profiles, on the database or on a transaction (withIdentity). */
function profileWrites(db: Db) {
  return {
    findLiveByEmail: (email: string) => findLiveByEmail(db, email),

    findLiveById: (id: string) =>
      db
        .select(accountColumns)
        .from(users)
        .where(and(eq(users.id, id), live))
        .then((rows) => rows[0]),

    /**
     * One atomic statement, so concurrent records of one email cannot race: inserts the
     * profile, or raises the role (never lowers it) and refreshes name and photo. Returns
     * nothing when the stored row already said exactly this.
     */
    async upsert(record: ProfileRecord) {
      const [row] = await db
        .insert(users)
        .values(record)
        .onConflictDoUpdate({
          target: users.email,
          targetWhere: live,
          set: { role: mergedRole, name: mergedName, photoUrl: mergedPhoto },
          setWhere: sql`(${users.role}, ${users.name}, ${users.photoUrl})
            is distinct from (${mergedRole}, ${mergedName}, ${mergedPhoto})`,
        })
        .returning({ id: users.id, inserted: sql<boolean>`(xmax = 0)` });
      return row;
    },

    /** Creates a buyer profile when none is live for this email; leaves an existing one. */
    async ensure(record: ProfileRecord) {
      await db
        .insert(users)
        .values(record)
        .onConflictDoNothing({ target: users.email, where: live });
      return findLiveByEmail(db, record.email);
    },
  };
}
export type ProfileWrites = ReturnType<typeof profileWrites>;

export function createUsersRepository(db: Db) {
  // Every authenticated request reads its user: built once, planned once (decision 019).
  const liveById = db
    .select(accountColumns)
    .from(users)
    .where(and(eq(users.id, sql.placeholder('id')), live))
    .prepare('users_live_by_id');

  return {
    ...profileWrites(db),
    findLiveById(id: string) {
      return liveById.execute({ id }).then((rows) => rows[0]);
    },

    /**
     * Runs `work` in a transaction holding the email's identity (better-auth user) under a
     * share lock (and tells `work` whether its address is proven); undefined when no identity has this email. Deleting an account deletes its
     * identity first (admin-users-repository), so a token or profile call racing a deletion
     * either finishes before it or finds the identity gone, and never re-creates the profile.
     */
    withIdentity<T>(
      email: string,
      work: (profiles: ProfileWrites, identity: { emailVerified: boolean }) => Promise<T>,
    ): Promise<{ value: T } | undefined> {
      return db.transaction(async (tx) => {
        const [identity] = await tx
          .select({ id: authUsers.id, emailVerified: authUsers.emailVerified })
          .from(authUsers)
          .where(eq(authUsers.email, email))
          .for('share');
        if (!identity) return undefined;
        return { value: await work(profileWrites(tx), { emailVerified: identity.emailVerified }) };
      });
    },

    async updateProfile(email: string, change: { name?: string; photoUrl?: string }) {
      if (change.name === undefined && change.photoUrl === undefined) return 0;
      const rows = await db
        .update(users)
        .set(change)
        .where(and(eq(users.email, email), live))
        .returning({ id: users.id });
      return rows.length;
    },

    /** Issue #36: the account's verified number (E.164), or null; null for a gone account. */
    async verifiedPhoneOf(id: string, ex: Db = db): Promise<string | null> {
      const [row] = await ex
        .select({ phone: users.phone })
        .from(users)
        .where(and(eq(users.id, id), live, isNotNull(users.phoneVerifiedAt)));
      return row?.phone ?? null;
    },

    /** Issue #36: whether another live account holds `phone` verified (PHONE_IN_USE). */
    async phoneVerifiedElsewhere(phone: string, exceptId: string, ex: Db = db): Promise<boolean> {
      const [row] = await ex
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.phone, phone),
            isNotNull(users.phoneVerifiedAt),
            live,
            ne(users.id, exceptId),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /**
     * Issue #36: the number is proven (its SMS code confirmed). The users_verified_phone_live_uq
     * index refuses a number verified on another live account (VERIFIED_PHONE_INDEX). Returns
     * false when the account is gone.
     */
    async setVerifiedPhone(id: string, phone: string, ex: Db = db): Promise<boolean> {
      const rows = await ex
        .update(users)
        .set({ phone, phoneVerifiedAt: sql`now()` })
        .where(and(eq(users.id, id), live))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    /** The identity side of a profile update (better-auth's user row). */
    async updateIdentityProfile(email: string, change: { name?: string; image?: string }) {
      if (change.name === undefined && change.image === undefined) return;
      await db
        .update(authUsers)
        .set({ ...change, updatedAt: new Date() })
        .where(eq(authUsers.email, email));
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
/** One live account per verified number (migration 0034). */
/**
 * Issue #36: the number a user proved by SMS, or null, as a column for other rooms' selects
 * (a booking shows each party's verified number). One primary-key probe per row; `vu` so no
 * outer join of users in the caller's select can shadow it.
 */
export function verifiedPhoneSql(userId: SQLWrapper) {
  return sql<
    string | null
  >`(select vu.phone from users vu where vu.id = ${userId} and vu.phone_verified_at is not null)`;
}

export const VERIFIED_PHONE_INDEX = 'users_verified_phone_live_uq';
export type AccountRow = NonNullable<Awaited<ReturnType<UsersRepository['findLiveById']>>>;
