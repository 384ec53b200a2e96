import { SaveSearchButton } from '../../features/saved-searches/components/save-search-button';
import { SearchPage } from '../../features/search/components/search-page';

// The loader (the first results while this chunk downloads) is in app/storefront-loaders.ts.
export default function SearchRoute() {
  return (
    <>
      {/* Issue #20: the page's search can be kept and alert its owner of new matches. */}
      <div className="mx-auto -mb-6 flex max-w-7xl justify-end px-4 pt-6">
        <SaveSearchButton />
      </div>
      <SearchPage />
    </>
  );
}
