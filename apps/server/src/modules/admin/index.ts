import type { Db } from '../../db/client.ts';
import { createAuditedWrite } from '../audit/index.ts';
import type { OutboxService } from '../mail/index.ts';
import type { ReportsRepository } from '../reports/index.ts';
import type { SellingRepository } from '../selling/index.ts';
import type { DisputeService } from '../settlement/index.ts';
import type { UsersRepository } from '../users/index.ts';
import { createAdminReportsService } from './admin-reports-service.ts';
import { createAdminSalesRepository } from './admin-sales-repository.ts';
import { createAdminSalesService, type VerdictsOf } from './admin-sales-service.ts';
import { createAdminUsersRepository } from './admin-users-repository.ts';
import { createAdminUsersService } from './admin-users-service.ts';

export { adminRoutes } from './admin-routes.ts';
// The bench's SQL baseline of the admin lists is this repository's own query.
export { createAdminUsersRepository } from './admin-users-repository.ts';

export interface AdminDeps {
  db: Db;
  /** Base of the picture URLs in answers (decision 025). */
  publicUrl: string;
  /** The selling room's IMEI reader: admins see a reported listing's full IMEI (issue #16). */
  readImei(stored: string): string | undefined;
  users: UsersRepository;
  /** After an admin's change to an account committed: cached accounts are stale (decision 049). */
  accountsChanged: () => void;
  reports: ReportsRepository;
  listings: SellingRepository;
  outbox: OutboxService;
  /** The settlement room's disputes (issue #18): the admins decide them. */
  disputes: DisputeService;
  /** The trust room's verdicts (issue #36): All Sell shows whether a released deal counts. */
  verdictsOf?: VerdictsOf;
}

/** The admin's screens (issue #6, spec §7): users, sales, reported items, the mail outbox. */
export function createAdmin({
  db,
  publicUrl,
  users,
  accountsChanged,
  reports,
  listings,
  outbox,
  readImei,
  disputes,
  verdictsOf,
}: AdminDeps) {
  // Every moderation action is written with its audit entry (issue #18).
  const audited = createAuditedWrite(db);
  return {
    accounts: createAdminUsersService(createAdminUsersRepository(db), {
      users,
      accountsChanged,
      publicUrl,
      audited,
    }),
    sales: createAdminSalesService(createAdminSalesRepository(db), publicUrl, verdictsOf),
    reports: createAdminReportsService(reports, listings, publicUrl, readImei, audited),
    outbox,
    disputes,
  };
}

export type Admin = ReturnType<typeof createAdmin>;
