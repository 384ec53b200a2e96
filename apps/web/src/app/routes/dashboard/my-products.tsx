import { paths, TEXTS } from '@phonebazaar/shared';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import { MyProductsList } from '../../../features/selling/components/my-products-list';

/** Spec §2 My Products: the seller's listings, sold ones included, with their actions. */
export default function MyProductsRoute() {
  return (
    <section className="max-w-5xl">
      <PageTitle title={TEXTS.titles.myProducts} />
      <div className="mb-8 flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-bold text-3xl">{TEXTS.titles.myProducts}</h1>
        <Link to={paths.dashboard.addProduct} className="btn btn-primary">
          {TEXTS.titles.addProduct}
        </Link>
      </div>
      <MyProductsList />
    </section>
  );
}
