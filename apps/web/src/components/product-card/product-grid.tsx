import type { Product } from '@phonebazaar/shared';
import type { Ref } from 'react';
import { useCardActions } from './card-actions-context';
import { ProductCard } from './product-card';

interface ProductGridProps {
  products: Product[];
  /** Tailwind grid-cols classes; each page decides its own column count (spec §2). */
  columns: string;
  headingLevel?: 2 | 3;
  /** Two cards a row on phones (issue #23 item 16). */
  compact?: boolean;
  /** The `ul` whose items the paged footer moves focus to after "Load more". */
  listRef?: Ref<HTMLUListElement>;
}

/**
 * The card's actions read who is looking themselves: when the session resolves, only they
 * draw again, not every card around them (issue #8: less work right after a page starts).
 */
function CardActionsFor({ product }: { product: Product }) {
  return useCardActions()(product);
}

export function ProductGrid({
  products,
  columns,
  headingLevel,
  compact = false,
  listRef,
}: ProductGridProps) {
  const dense = compact ? 'max-sm:grid-cols-2 max-sm:gap-3' : '';
  return (
    <ul ref={listRef} className={`grid gap-6 ${columns} ${dense}`}>
      {products.map((product, index) => (
        // Not render-near-viewport: a card's real height differs from any estimate, and
        // whatever sits below a grid (the home page's category links) would jump on scroll.
        <li key={product._id}>
          <ProductCard
            product={product}
            headingLevel={headingLevel}
            imagePriority={index === 0}
            compact={compact}
            actions={<CardActionsFor product={product} />}
          />
        </li>
      ))}
    </ul>
  );
}
