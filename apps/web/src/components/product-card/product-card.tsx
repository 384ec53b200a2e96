import {
  formatLongDate,
  formatUsd,
  formatYear,
  listingPath,
  type Product,
  TEXTS,
} from '@phonebazaar/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CardImage } from './card-image';
import { ProductBadges, SoldBanner } from './product-badges';
import { SellerInfo } from './seller-info';

export interface ProductCardProps {
  product: Product;
  /** Role-specific buttons (Book now, Report, Advertise, Delete) rendered at the card's foot. */
  actions?: ReactNode;
  /** Cards sit under a page h1 or a section h2; the caller knows which. */
  headingLevel?: 2 | 3;
  /** Load the picture at once and first (the page's top card); others load near the viewport. */
  imagePriority?: boolean;
  /**
   * Phones, two cards a row (issue #23 item 16): photo, name, prices, area and condition, and
   * the actions; the rest shows again from the sm breakpoint up.
   */
  compact?: boolean;
}

export function ProductCard({
  product,
  actions,
  headingLevel = 3,
  imagePriority = false,
  compact = false,
}: ProductCardProps) {
  // Only below sm: a phone turned sideways gets the whole card back.
  const extra = compact ? 'max-sm:hidden' : '';
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = `product-${product._id}-name`;
  return (
    <article
      aria-labelledby={headingId}
      className="card card-border h-full overflow-hidden bg-base-100 shadow-sm"
    >
      <figure className="relative aspect-[4/3] bg-base-200">
        {/* The name below is the link the keyboard stops at; the picture is one more to click. */}
        <Link to={listingPath(product._id)} tabIndex={-1} className="contents">
          <CardImage
            key={product.productImg}
            src={product.productImg}
            alt={product.productName}
            priority={imagePriority}
          />
        </Link>
        <ProductBadges product={product} />
        {product.photos.length > 1 && (
          <span className="badge badge-neutral badge-sm absolute right-2 bottom-2 gap-1 opacity-90">
            <CameraIcon />
            {TEXTS.badges.photoCount(product.photos.length)}
          </span>
        )}
        {product.sold && <SoldBanner />}
      </figure>
      <div className={`card-body gap-4 p-5 ${compact ? 'max-sm:gap-2 max-sm:p-3' : ''}`}>
        <Heading
          id={headingId}
          className={`card-title text-lg leading-snug ${compact ? 'max-sm:text-base' : ''}`}
        >
          <Link to={listingPath(product._id)} className="link-hover focus-visible:link">
            {product.productName}
          </Link>
        </Heading>
        <dl className="flex flex-wrap items-end gap-x-6 gap-y-1">
          <div>
            <dt className="text-base-content/70 text-xs">Selling price</dt>
            <dd className={`font-bold text-2xl text-primary ${compact ? 'max-sm:text-lg' : ''}`}>
              {formatUsd(product.sellingPrice)}
            </dd>
          </div>
          <div>
            <dt className="text-base-content/70 text-xs">Market price</dt>
            <dd className="text-base-content/80 line-through">{formatUsd(product.marketPrice)}</dd>
          </div>
        </dl>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
          <Fact term="Area" value={product.area} />
          <Fact term="Condition" value={product.productCondition} />
          <Fact term="Purchase year" value={formatYear(product.purchaseYear)} className={extra} />
          <Fact
            term="Posted"
            value={<time dateTime={product.postTime}>{formatLongDate(product.postTime)}</time>}
            className={extra}
          />
        </dl>
        <p className={`line-clamp-3 text-base-content/80 text-sm ${extra}`}>
          {product.description}
        </p>
        <div className={extra}>
          <SellerInfo product={product} />
        </div>
        {actions && <div className="card-actions mt-auto pt-2">{actions}</div>}
      </div>
    </article>
  );
}

function Fact({ term, value, className }: { term: string; value: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <dt className="text-base-content/70 text-xs">{term}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}

function CameraIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-3.5 w-3.5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M4 8h3l2-3h6l2 3h3v11H4z" />
      <circle cx="12" cy="13" r="3.5" />
    </svg>
  );
}
