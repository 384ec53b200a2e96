import { PageTitle } from '../../../components/ui/page-title';

/** /dashboard/saved-searches (issue #20). Placeholder until the feature lands. */
export default function SavedSearchesRoute() {
  return (
    <>
      <PageTitle title="Saved searches" />
      <h1 className="mb-2 font-bold text-3xl">Saved searches</h1>
    </>
  );
}
