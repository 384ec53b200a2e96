import type { Area, Condition } from '@phonebazaar/shared';
import type { Brand } from '../categories.ts';
import type { DemoUserKey } from '../demo-accounts.ts';

/** One demo listing as a seller would post it; prices in dollars for readability. */
export interface DemoListing {
  brand: Brand;
  productName: string;
  marketPrice: number;
  sellingPrice: number;
  condition: Condition;
  area: Area;
  /** The day the seller bought it (YYYY-MM-DD). */
  purchased: string;
  seller: DemoUserKey;
  /** Body colours of the drawn phone: dark edge, light edge. */
  colors: readonly [string, string];
  advertised?: boolean;
  /** The one listing the demo buyer holds, and the one she already bought. */
  state?: 'booked' | 'sold';
  description: string;
}
