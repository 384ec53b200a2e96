import type { Db } from '../../db/client.ts';
import type { SellingRepository } from '../selling/index.ts';
import { createReportsRepository } from './reports-repository.ts';
import { createReportsService } from './reports-service.ts';

export type { ReportedListingRow, ReportsRepository } from './reports-repository.ts';
// The bench's SQL baseline of Reported Items is this repository's own query.
export { createReportsRepository } from './reports-repository.ts';
export { reportsRoutes } from './reports-routes.ts';

/** Reporting a listing (spec §7 PUT /report/:id); the admin reads and settles the reports. */
export function createReports({ db, listings }: { db: Db; listings: SellingRepository }) {
  const repository = createReportsRepository(db);
  return { repository, service: createReportsService(repository, listings) };
}
