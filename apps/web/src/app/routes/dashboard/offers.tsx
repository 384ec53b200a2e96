import { PageTitle } from '../../../components/ui/page-title';

/** /dashboard/offers (issue #20). Placeholder until the feature lands. */
export default function OffersRoute() {
  return (
    <>
      <PageTitle title="Offers" />
      <h1 className="mb-2 font-bold text-3xl">Offers</h1>
    </>
  );
}
