import { PageTitle } from '../../../components/ui/page-title';

/** /dashboard/favourites (issue #20). Placeholder until the feature lands. */
export default function FavouritesRoute() {
  return (
    <>
      <PageTitle title="Your favourite phones" />
      <h1 className="mb-2 font-bold text-3xl">Your favourite phones</h1>
    </>
  );
}
