import { SearchPage } from '../../features/search/components/search-page';

// The loader (the first results while this chunk downloads) is in app/storefront-loaders.ts.
export default function SearchRoute() {
  return <SearchPage />;
}
