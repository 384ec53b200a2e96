import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { trustCards, trustDevices, trustNetworks } from '../../db/schema-trust.ts';

export type NetworkContext = 'sign-up' | 'checkout';

/** All SQL of the evidence (decision 055): devices and networks per account, cards per booking. */
export const evidenceRepository = {
  /** The account was seen on the device now (first seen kept, last seen moved). */
  async seeDevice(db: Db, email: string, deviceId: string): Promise<void> {
    await db
      .insert(trustDevices)
      .values({ email, deviceId })
      .onConflictDoUpdate({
        target: [trustDevices.email, trustDevices.deviceId],
        set: { lastSeenAt: sql`now()` },
      });
  },

  async seeNetwork(db: Db, email: string, prefix: string, context: NetworkContext) {
    await db
      .insert(trustNetworks)
      .values({ email, prefix, context })
      .onConflictDoUpdate({
        target: [trustNetworks.email, trustNetworks.prefix, trustNetworks.context],
        set: { lastSeenAt: sql`now()` },
      });
  },

  /** The booking's card, in the payment's recording transaction; a repeat changes nothing. */
  async recordCard(
    tx: Db,
    card: { bookingId: string; buyerId: string; fingerprint: string },
  ): Promise<void> {
    await tx.insert(trustCards).values(card).onConflictDoNothing();
  },
};
