import { FAVOURITES_TEXTS as T } from '@phonebazaar/shared';
import { PageTitle } from '../../../components/ui/page-title';
import { FavouritesPage } from '../../../features/favourites/components/favourites-page';

/** /dashboard/favourites (anyone signed in, issue #20): saved phones and what changed since. */
export default function FavouritesRoute() {
  return (
    <>
      <PageTitle title={T.title} />
      <h1 className="mb-2 font-bold text-3xl">{T.title}</h1>
      <p className="mb-8 max-w-prose text-base-content/80">{T.intro}</p>
      <FavouritesPage />
    </>
  );
}
