import {
  type Accessory,
  type Area,
  type Condition,
  centsToDollars,
  type Defect,
  type OwnProduct,
  type Product,
  type Variant,
} from '@phonebazaar/shared';
import { absoluteImageUrl } from '../../lib/absolute-image-url.ts';
import type { ProductRow } from './products-repository.ts';

/**
 * Database row -> API shape: `_id`, dollars, ISO dates (product-decisions §6), pictures on
 * PUBLIC_URL (decision 025).
 */
export function toProductDto(row: ProductRow, publicUrl: string): Product {
  return {
    _id: row.id,
    productName: row.productName,
    marketPrice: centsToDollars(row.marketPriceCents),
    sellingPrice: centsToDollars(row.sellingPriceCents),
    area: row.area as Area,
    description: row.description,
    purchaseYear: row.purchaseYear,
    productCondition: row.productCondition as Condition,
    categoriesId: row.categoryId,
    productImg: absoluteImageUrl(publicUrl, row.productImg),
    sellerName: row.sellerName,
    sellerEmail: row.sellerEmail,
    sellerImg: absoluteImageUrl(publicUrl, row.sellerImg),
    sellerVerified: row.sellerVerified,
    sellerId: row.sellerId,
    // Placeholder until the seller_reputation join lands (issue #19).
    sellerRating: { average: null, count: 0 },
    sellerTrusted: false,
    postTime: row.postTime.toISOString(),
    productStatus: row.productStatus,
    advertisement: row.advertisement,
    sold: row.sold,
    booking: row.booking,
    modelId: row.modelId,
    modelName: row.modelName,
    storageGb: row.storageGb,
    ramGb: row.ramGb,
    colour: row.colour,
    variant: row.variant as Variant | null,
    batteryHealth: row.batteryHealth,
    defects: row.defects as Defect[],
    accessories: row.accessories as Accessory[],
    photos: row.photos.map((photo) => absoluteImageUrl(publicUrl, photo)),
    imeiOnFile: row.imeiLast4 !== null,
    imeiLast4: row.imeiLast4,
  };
}

/**
 * The seller's own view (My Products) also carries the phone (decision 003) and the full
 * IMEI, decrypted by the caller (issue #16): null when the listing has none.
 */
export function toOwnProductDto(
  row: ProductRow,
  publicUrl: string,
  imei: string | null,
): OwnProduct {
  return { ...toProductDto(row, publicUrl), sellerPhone: row.sellerPhone, imei };
}
