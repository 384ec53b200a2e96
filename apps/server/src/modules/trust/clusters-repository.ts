import { and, desc, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, users } from '../../db/schema.ts';
import { dealVerdicts, trustCards, trustDevices, trustNetworks } from '../../db/schema-trust.ts';

/** One shared thing and who shares it: account emails (devices, networks) or ids (cards, phones). */
export interface Group {
  kind: 'device' | 'card' | 'phone' | 'network';
  value: string;
  emails: string[];
  ids: string[];
}

const emailsOf = sql<string[]>`array_agg(distinct email order by email)`;

/** All SQL of the admins' Clusters page (issue #36): every read is bounded by `limit`. */
export const clustersRepository = {
  /** Devices, networks, cards and phone numbers that more than one account has, newest first. */
  async groups(db: Db, limit: number): Promise<Group[]> {
    const devices = await db
      .select({ value: trustDevices.deviceId, emails: emailsOf })
      .from(trustDevices)
      .groupBy(trustDevices.deviceId)
      .having(sql`count(distinct ${trustDevices.email}) > 1`)
      .orderBy(desc(sql`max(${trustDevices.lastSeenAt})`))
      .limit(limit);
    const networks = await db
      .select({ value: trustNetworks.prefix, emails: emailsOf })
      .from(trustNetworks)
      .groupBy(trustNetworks.prefix)
      .having(sql`count(distinct ${trustNetworks.email}) > 1`)
      .orderBy(desc(sql`max(${trustNetworks.lastSeenAt})`))
      .limit(limit);
    const cards = await db
      .select({
        value: trustCards.fingerprint,
        ids: sql<string[]>`array_agg(distinct ${trustCards.buyerId}::text)`,
      })
      .from(trustCards)
      .groupBy(trustCards.fingerprint)
      .having(sql`count(distinct ${trustCards.buyerId}) > 1`)
      .orderBy(desc(sql`max(${trustCards.recordedAt})`))
      .limit(limit);
    const phones = await db
      .select({
        value: sql<string>`${users.phone}`,
        ids: sql<string[]>`array_agg(${users.id}::text)`,
      })
      .from(users)
      .where(isNotNull(users.phone))
      .groupBy(users.phone)
      .having(sql`count(*) > 1`)
      .orderBy(desc(sql`max(${users.createdAt})`))
      .limit(limit);
    return [
      ...devices.map((g) => ({
        kind: 'device' as const,
        value: g.value,
        emails: g.emails,
        ids: [],
      })),
      ...cards.map((g) => ({ kind: 'card' as const, value: g.value, emails: [], ids: g.ids })),
      ...phones.map((g) => ({ kind: 'phone' as const, value: g.value, emails: [], ids: g.ids })),
      ...networks.map((g) => ({
        kind: 'network' as const,
        value: g.value,
        emails: g.emails,
        ids: [],
      })),
    ];
  },

  /** The accounts with these ids or (normalised) emails, deleted ones included. */
  accounts(db: Db, ids: string[], emails: string[]) {
    if (ids.length === 0 && emails.length === 0) return Promise.resolve([]);
    return db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        createdAt: users.createdAt,
        phoneVerifiedAt: users.phoneVerifiedAt,
        deletedAt: users.deletedAt,
      })
      .from(users)
      .where(
        or(
          ids.length ? inArray(users.id, ids) : undefined,
          emails.length ? inArray(sql`lower(${users.email})`, emails) : undefined,
        ),
      );
  },

  /** Deals whose buyer and seller are both among `ids`, newest first, with their verdict. */
  dealsAmong(db: Db, ids: string[], limit: number) {
    if (ids.length < 2) return Promise.resolve([]);
    return db
      .select({
        bookingId: bookings.id,
        productName: bookings.productName,
        buyerId: bookings.buyerId,
        sellerId: bookings.sellerId,
        priceCents: bookings.priceCents,
        paid: bookings.paid,
        settlement: bookings.settlement,
        createdAt: bookings.createdAt,
        counted: dealVerdicts.counted,
        reasons: dealVerdicts.reasons,
      })
      .from(bookings)
      .leftJoin(dealVerdicts, sql`${dealVerdicts.bookingId} = ${bookings.id}`)
      .where(and(inArray(bookings.buyerId, ids), inArray(bookings.sellerId, ids)))
      .orderBy(desc(bookings.createdAt), desc(bookings.id))
      .limit(limit);
  },
};
