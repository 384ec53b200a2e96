import type { PageQuery } from '@phonebazaar/shared';
import { type Cursor, paginate } from '../../lib/cursor.ts';
import { toPage } from '../../lib/pagination.ts';
import { type PublicCardView, toPublicProductDto } from './product-dto.ts';
import type { ListingRow, ProductRow, ProductsRepository } from './products-repository.ts';

const byPostTime = (row: ProductRow): Cursor => ({ at: row.postTime, id: row.id });
// Advertised rows always carry advertisedAt; postTime is only a type-level fallback.
const byAdvertisedAt = (row: ProductRow): Cursor => ({
  at: row.advertisedAt ?? row.postTime,
  id: row.id,
});

/** When the first live hold on the page lapses, turning its booking flag by time alone. */
export function firstHoldLapse(rows: ListingRow[]): Date | undefined {
  let first: Date | undefined;
  for (const { holdExpiresAt } of rows) {
    if (holdExpiresAt && (!first || holdExpiresAt < first)) first = holdExpiresAt;
  }
  return first;
}

/** Public browsing of listings: what a visitor sees on the home and all-products pages. */
export function createProductsService(products: ProductsRepository, view: PublicCardView) {
  const toDto = (row: ProductRow) => toPublicProductDto(row, view);
  return {
    async listOnMarket(query: PageQuery, categoryId?: string) {
      const page = toPage(query);
      const { items, nextCursor } = paginate(
        await products.listOnMarket(page, categoryId),
        page.limit,
        byPostTime,
      );
      return { items: items.map(toDto), nextCursor, staleAt: firstHoldLapse(items) };
    },

    async listAdvertised(query: PageQuery) {
      const page = toPage(query);
      const { items, nextCursor } = paginate(
        await products.listAdvertised(page),
        page.limit,
        byAdvertisedAt,
      );
      return { items: items.map(toDto), nextCursor, staleAt: firstHoldLapse(items) };
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
