import type { ReportCategory } from '@phonebazaar/shared';
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products, reports } from '../../db/schema.ts';
import type { PageRequest } from '../../lib/pagination.ts';
import { selectListingsWith } from '../catalogue/index.ts';

/** The listing has a report with this reason (a correlated subquery on the outer products row). */
const hasReport = (reason: string) =>
  sql`exists (select 1 from ${reports} r where r.product_id = ${products.id} and r.reason = ${reason})`;

/** Reports of listings (spec §7 report calls; product-decisions §3: one per user per listing). */
export function createReportsRepository(db: Db) {
  /**
   * For the admin's Reported Items (issue #6): listings that are not deleted and have
   * reports, most recently reported first, with the count and the non-empty reasons
   * (newest first). Keyset on (lastReportedAt, listing id); one extra row for paging.
   * A listing taken down with a report of `takenDownReason` (an IMEI block, issue #16)
   * stays on the list, marked `takenDown`, so every admin sees what the block removed.
   */
  const reportedListingsQuery = (page: PageRequest, takenDownReason?: string) => {
    // The list's order: each reported listing's last report, the only thing read for every
    // one of them. Sorted on its own columns, the page is the first rows of that sort, and
    // products, the seller and the rest are read by primary key for those rows only: with the
    // sort on products' id, PostgreSQL joined all 4,697 reported listings of the 1M bench
    // (and scanned every account) before sorting, 318 ms (issue #22).
    // Milliseconds: exact for timestamptz(3), and no driver-specific date parsing.
    const lastReportedMs = sql<string>`(extract(epoch from max(${reports.createdAt})) * 1000)::bigint`;
    const latest = db
      .select({
        productId: reports.productId,
        lastReportedMs: lastReportedMs.as('last_reported_ms'),
      })
      .from(reports)
      .groupBy(reports.productId)
      // In the list's order, so the outer query can join the first rows and stop (a subquery
      // offers its own orderings only).
      .orderBy(desc(lastReportedMs), desc(reports.productId))
      .as('latest');
    // The page's rows' count, reasons and kinds of problem, one probe of reports each.
    const summary = db
      .select({
        reportCount: sql<number>`count(*)::int`.as('report_count'),
        // JSON text, parsed below: arrays decode differently across database drivers.
        reasons: sql<string>`coalesce(json_agg(${reports.reason} order by ${reports.createdAt} desc)
          filter (where ${reports.reason} <> ''), '[]')::text`.as('reasons'),
        // Issue #21: the kinds of problem reported, each once, in a stable order.
        categories: sql<string>`json_agg(distinct ${reports.category})::text`.as('categories'),
      })
      .from(reports)
      .where(eq(reports.productId, products.id))
      .as('summary');
    const cursor = page.cursor;
    // The hold, model and reputation come by one index probe each (selectListingsWith): as
    // EXISTS columns PostgreSQL hashed every open booking for each page (issue #22).
    return selectListingsWith(db, {
      takenDown: sql<boolean>`${products.deletedAt} is not null`,
      reportCount: summary.reportCount,
      reasons: summary.reasons,
      categories: summary.categories,
      // Named apart from latest's column: drizzle names that one unqualified in ORDER BY, where
      // an output column of the same name (this text) would win and be sorted after the joins.
      lastReportedMs: sql<string>`${latest.lastReportedMs}::text`.as('last_reported_text'),
    })
      .innerJoin(latest, eq(latest.productId, products.id))
      .leftJoinLateral(summary, sql`true`)
      .where(
        and(
          takenDownReason === undefined
            ? isNull(products.deletedAt)
            : or(isNull(products.deletedAt), hasReport(takenDownReason)),
          cursor
            ? sql`(${latest.lastReportedMs}, ${latest.productId}) < (${cursor.at.getTime()}::bigint, ${cursor.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(desc(latest.lastReportedMs), desc(latest.productId))
      .limit(page.limit + 1);
  };

  return {
    reportedListingsQuery,

    /** True for a new report; false when this user had already reported the listing. */
    async add(
      productId: string,
      reporterId: string,
      reason: string,
      category: ReportCategory = 'other',
    ): Promise<boolean> {
      const rows = await db
        .insert(reports)
        .values({ productId, reporterId, reason, category })
        // The unique (product, reporter) index decides, so two quick clicks make one report.
        .onConflictDoNothing({ target: [reports.productId, reports.reporterId] })
        .returning({ id: reports.id });
      return rows.length > 0;
    },

    /** True when the listing has a report with exactly this reason. */
    async hasReason(productId: string, reason: string): Promise<boolean> {
      const rows = await db
        .select({ id: reports.id })
        .from(reports)
        .where(and(eq(reports.productId, productId), eq(reports.reason, reason)))
        .limit(1);
      return rows.length > 0;
    },

    /** The admin found nothing wrong (issue #6): the listing's reports go; returns how many. */
    async dismiss(productId: string, tx: Db = db): Promise<number> {
      const rows = await tx
        .delete(reports)
        .where(eq(reports.productId, productId))
        .returning({ id: reports.id });
      return rows.length;
    },

    /** Reported Items' page, its reports' JSON and counts parsed (`reportedListingsQuery`). */
    async listReportedListings(page: PageRequest, takenDownReason?: string) {
      const rows = await reportedListingsQuery(page, takenDownReason);
      return rows.map(({ reasons, categories, lastReportedMs, ...row }) => ({
        ...row,
        categories: JSON.parse(categories) as ReportCategory[],
        takenDown: Boolean(row.takenDown),
        reportCount: Number(row.reportCount),
        reasons: JSON.parse(reasons) as string[],
        lastReportedAt: new Date(Number(lastReportedMs)),
      }));
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
export type ReportedListingRow = Awaited<
  ReturnType<ReportsRepository['listReportedListings']>
>[number];
