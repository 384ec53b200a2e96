import {
  type AdminSale,
  type ArmsLengthVerdict,
  centsToDollars,
  type SaleStatus,
  type SearchPageQuery,
} from '@phonebazaar/shared';
import { absoluteImageUrl } from '../../lib/absolute-image-url.ts';
import { paginate } from '../../lib/cursor.ts';
import { toPage } from '../../lib/pagination.ts';
import type { AdminSaleRow, AdminSalesRepository } from './admin-sales-repository.ts';

function status(row: AdminSaleRow): SaleStatus {
  if (row.paid) return 'paid';
  return row.lapsed ? 'lapsed' : 'active';
}

/** Database row -> API shape: `_id`, dollars, ISO dates, the derived status. */
function toSaleDto(row: AdminSaleRow, publicUrl: string): AdminSale {
  return {
    _id: row.id,
    productId: row.productId,
    productName: row.productName,
    productImg: absoluteImageUrl(publicUrl, row.productImg),
    sellerEmail: row.sellerEmail,
    buyerEmail: row.buyerEmail,
    buyerName: row.buyerName,
    price: centsToDollars(row.priceCents),
    paid: row.paid,
    transactionId: row.transactionId,
    status: status(row),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The trust room's verdicts of these deals (a deal without one is not in the map). */
export type VerdictsOf = (bookingIds: string[]) => Promise<Map<string, ArmsLengthVerdict>>;

/**
 * The admin's All Sell screen (spec §2 Tables, §7 GET /allselling; issue #6), with each
 * released deal's arm's-length verdict (issue #36): counted, or not and why.
 */
export function createAdminSalesService(
  sales: AdminSalesRepository,
  publicUrl: string,
  verdictsOf: VerdictsOf = async () => new Map(),
) {
  return {
    async list(query: SearchPageQuery) {
      const page = toPage(query);
      const rows = await sales.list(page, query.q || undefined);
      const { items, nextCursor } = paginate(rows, page.limit, (row) => ({
        at: row.createdAt,
        id: row.id,
      }));
      const verdicts = await verdictsOf(items.map((row) => row.id));
      return {
        items: items.map((row) => ({
          ...toSaleDto(row, publicUrl),
          armsLength: verdicts.get(row.id) ?? null,
        })),
        nextCursor,
      };
    },
  };
}

export type AdminSalesService = ReturnType<typeof createAdminSalesService>;
