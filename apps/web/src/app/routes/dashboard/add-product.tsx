import { paths, SELLING_TEXTS, TEXTS } from '@phonebazaar/shared';
import type { QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import {
  categoriesQueryOptions,
  useCategories,
} from '../../../features/catalog/api/get-categories';
import { PriceGuideHint } from '../../../features/price-guide/components/price-guide-hint';
import { AddProductForm } from '../../../features/selling/components/add-product-form';
import { useSession } from '../../../lib/session';

// The category list is public: fetch it while the seller check runs.
export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(categoriesQueryOptions());
  return null;
};

/** Spec §2 Add Product; after success it goes to My Products. */
export default function AddProductRoute() {
  const { user } = useSession();
  // Categories belong to the catalog; the page hands them to the selling form.
  const categories = useCategories();
  const navigate = useNavigate();
  return (
    <section className="max-w-4xl">
      <PageTitle title={TEXTS.titles.addProduct} />
      <h1 className="mb-2 font-bold text-3xl">{TEXTS.titles.addProduct}</h1>
      <p className="mb-8 text-base-content/80">{SELLING_TEXTS.addProductIntro}</p>
      {/* The dashboard layout renders only for a signed-in user. */}
      {user && (
        <AddProductForm
          user={user}
          categories={categories}
          onAdded={() => void navigate(paths.dashboard.myProducts)}
          // Issue #20: the price guide composes into the selling form here (no feature imports).
          priceHint={(phone) => phone && <PriceGuideHint query={phone} />}
        />
      )}
    </section>
  );
}
