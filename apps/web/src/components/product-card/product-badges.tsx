import { belowTypicalText, type Product, TEXTS } from '@phonebazaar/shared';

type BadgeState = Pick<Product, 'sold' | 'advertisement' | 'booking' | 'typicalPrice'>;

/**
 * Spec §2: badges describe an unsold listing; a sold one gets the banner instead. A booked one
 * shows Booked in place of Available, not both at once (issue #23 item 7, decision 024).
 */
export function ProductBadges({ product }: { product: BadgeState }) {
  if (product.sold) return null;
  return (
    <ul className="absolute top-3 left-3 flex flex-wrap gap-2" aria-label="Listing status">
      {product.booking ? (
        <li className="badge badge-warning font-semibold shadow-sm">{TEXTS.badges.booked}</li>
      ) : (
        <li className="badge badge-success font-semibold shadow-sm">{TEXTS.badges.available}</li>
      )}
      {product.advertisement && (
        <li className="badge badge-primary font-semibold shadow-sm">
          {TEXTS.badges.advertisement}
        </li>
      )}
      {/* Issue #20: only with enough sales (the server sends null otherwise). */}
      {(product.typicalPrice?.percentBelow ?? 0) > 0 && (
        <li className="badge badge-info font-semibold shadow-sm">
          {belowTypicalText(product.typicalPrice!.percentBelow)}
        </li>
      )}
    </ul>
  );
}

/** The spec's Sold banner across a listing's photo; `small` fits a thumbnail (My Products). */
export function SoldBanner({ small = false }: { small?: boolean }) {
  const size = small ? 'px-3 text-sm tracking-wider' : 'px-8 text-2xl tracking-widest';
  return (
    <div className="absolute inset-0 flex items-center justify-center rounded-box bg-neutral/50">
      <p
        className={`-rotate-12 rounded-box bg-error py-1 font-extrabold text-error-content uppercase shadow-lg ${size}`}
      >
        {TEXTS.badges.sold}
      </p>
    </div>
  );
}
