import { type AuditEntry, centsToDollars, paths } from '@phonebazaar/shared';
import type { AuditRow } from './audit-repository.ts';

/** Where an admin opens the record an entry is about, by its kind (issue #45 item 6). */
const RECORD_PAGES: Record<string, (id: string) => string> = {
  listing: (id) => paths.listing(id),
  user: () => paths.dashboard.allUsers,
  review: () => paths.dashboard.reviews,
  phone_model: () => paths.dashboard.phoneModels,
  imei_block: () => paths.dashboard.blockedImeis,
  payout: () => paths.dashboard.payouts,
  booking: () => paths.dashboard.allSell,
};

const cents = (snapshot: Record<string, unknown> | null) => {
  const value = snapshot?.amountCents;
  return typeof value === 'number' ? value : undefined;
};

/** The money an entry moved: its own amount, else its deal's price; null when none. */
export function amountOf(row: AuditRow): number | null {
  const amount = cents(row.after) ?? cents(row.before) ?? row.dealPriceCents ?? undefined;
  return amount === undefined ? null : centsToDollars(amount);
}

/** The record's readable name and page: a deal by its phone, anything else by its kind. */
export function recordOf(row: AuditRow): NonNullable<AuditEntry['record']> {
  const href = (RECORD_PAGES[row.entity] ?? (() => paths.dashboard.auditLog))(row.entityId);
  const short = row.entityId.slice(0, 8);
  if (row.entity === 'booking' && row.dealProductName) {
    return { name: `${row.dealProductName} (deal ${short})`, href };
  }
  return { name: `${row.entity.replace(/_/g, ' ')} ${short}`, href };
}
