import {
  type ArmsLengthReason,
  type Cluster,
  type ClustersReply,
  centsToDollars,
} from '@phonebazaar/shared';
import type { Db } from '../../db/client.ts';
import { clustersRepository as repo } from './clusters-repository.ts';

/** Clusters of each kind read, accounts and deals shown per cluster: a page, not an export. */
const GROUPS_PER_KIND = 50;
const ACCOUNTS_SHOWN = 20;
const DEALS_SHOWN = 20;

/**
 * What admins may see of the shared thing: a phone number or a network prefix whole (they are
 * already personal data admins handle), a device id or card fingerprint only far enough to tell
 * two apart.
 */
const shownValue = (kind: Cluster['kind'], value: string) =>
  kind === 'device' || kind === 'card' ? `${value.slice(0, 10)}…` : value;

/**
 * The admins' Clusters page (issue #36 item 2): accounts that share a device, card, phone or
 * network, with the deals between them; clusters with deals first, then the larger ones.
 */
export function createClustersService(db: Db) {
  return {
    async list(): Promise<ClustersReply> {
      const groups = await repo.groups(db, GROUPS_PER_KIND);
      const items: Cluster[] = [];
      for (const group of groups) {
        const rows = await repo.accounts(db, group.ids, group.emails);
        const accounts = rows
          .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
          .slice(0, ACCOUNTS_SHOWN);
        // A device seen by one account that was deleted and made again is no cluster.
        if (accounts.length < 2) continue;
        const deals = await repo.dealsAmong(
          db,
          accounts.map((a) => a.id),
          DEALS_SHOWN,
        );
        items.push({
          kind: group.kind,
          value: shownValue(group.kind, group.value),
          accounts: accounts.map((a) => ({
            id: a.id,
            name: a.name,
            email: a.email,
            createdAt: a.createdAt.toISOString(),
            phoneVerified: a.phoneVerifiedAt !== null,
            deleted: a.deletedAt !== null,
          })),
          deals: deals.map((d) => ({
            bookingId: d.bookingId,
            productName: d.productName,
            buyerId: d.buyerId,
            sellerId: d.sellerId,
            price: centsToDollars(d.priceCents),
            settlement: d.paid ? d.settlement : 'unpaid',
            createdAt: d.createdAt.toISOString(),
            verdict:
              d.counted === null
                ? null
                : { counted: d.counted, reasons: (d.reasons ?? []) as ArmsLengthReason[] },
          })),
        });
      }
      items.sort(
        (a, b) => b.deals.length - a.deals.length || b.accounts.length - a.accounts.length,
      );
      return { items };
    },
  };
}

export type ClustersService = ReturnType<typeof createClustersService>;
