import { SAVED_SEARCHES_TEXTS as T } from '@phonebazaar/shared';
import { PageTitle } from '../../../components/ui/page-title';
import { SavedSearchesPage } from '../../../features/saved-searches/components/saved-searches-page';

/** /dashboard/saved-searches (anyone signed in, issue #20): saved searches and their alerts. */
export default function SavedSearchesRoute() {
  return (
    <>
      <PageTitle title={T.title} />
      <h1 className="mb-2 font-bold text-3xl">{T.title}</h1>
      <p className="mb-8 max-w-prose text-base-content/80">{T.intro}</p>
      <SavedSearchesPage />
    </>
  );
}
