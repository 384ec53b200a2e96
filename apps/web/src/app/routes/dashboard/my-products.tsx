import { paths, TEXTS } from '@phonebazaar/shared';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import { MyProductsList } from '../../../features/selling/components/my-products-list';
import { useSession } from '../../../lib/session';
import { SellerFirstSteps } from '../../first-run/seller-first-steps';

/** Spec §2 My Products: the seller's listings, sold ones included, with their actions. */
export default function MyProductsRoute() {
  const { user } = useSession();
  return (
    <section className="max-w-5xl">
      <PageTitle title={TEXTS.titles.myProducts} />
      <div className="mb-8 flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-bold text-3xl">{TEXTS.titles.myProducts}</h1>
        <Link to={paths.dashboard.addProduct} className="btn btn-primary">
          {TEXTS.titles.addProduct}
        </Link>
      </div>
      {/* A new seller lands here (issue #46 item 2); the dashboard renders only signed in. */}
      {user && <SellerFirstSteps user={user} />}
      <MyProductsList />
    </section>
  );
}
