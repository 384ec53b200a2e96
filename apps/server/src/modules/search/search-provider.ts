import type { SearchScore, Suggestion } from '@phonebazaar/shared';
import type { ListingRow } from '../catalogue/index.ts';
import type { FacetCount } from './candidate-statement.ts';
import type { SearchKey } from './search-cursor.ts';
import type { SearchFilters, SearchRequest } from './search-request.ts';
import type { Rescue } from './search-rescue.ts';
import type { WordMasks } from './word-masks.ts';

/** One page of a search as a provider finds it; the service makes the answer of it. */
export interface ProviderPage {
  /** The page's listings in order, read with their live booking flag (selectListings). */
  rows: ListingRow[];
  /** Exact up to SEARCH_COUNT_CAP; beyond it only "more". */
  total: number | '2000+';
  facets: FacetCount[];
  /** The facet counts come from a sample of the matches, not all of them. */
  sampled: boolean;
  /** Where the next page starts; none after the last page. */
  next?: SearchKey;
  /** Issue #42: the page is of this corrected or relaxed search instead. */
  rescue?: Rescue;
}

/**
 * Issue #42: how the first page of a text search weighs a rescue when it finds few listings,
 * from word counts read by its own statement (so a rescued search costs one statement more).
 */
export interface RescueWeighing {
  /** The text whose words are counted: the typed text's correction, or the text itself. */
  text: string;
  /** The search's count and the word counts: what to search instead, if anything. */
  choose(total: number, counts: WordMasks): Rescue | undefined;
}

/**
 * What search needs from whatever finds listings: PostgreSQL's full-text search today
 * (postgres-search-provider.ts); a dedicated engine could stand in for it later without a
 * change to the routes or the service, returning listing rows read by their ids.
 */
export interface SearchProvider {
  /** One page; given `weighing`, of the rescue it chooses when the text finds few listings. */
  search(request: SearchRequest, weighing?: RescueWeighing): Promise<ProviderPage>;
  /** Up to 8 completions of what is being typed, from names and popular queries. */
  suggest(text: string): Promise<Suggestion[]>;
  /** A correction of `filters.text` that finds listings with the same filters, if any. */
  didYouMean(filters: SearchFilters): Promise<string | undefined>;
  /**
   * Issue #42: the text with each unknown word replaced by the closest known one within its
   * typo tolerance (typo-tolerance.ts), whether or not it finds listings; undefined if none.
   * From the vocabulary kept in memory: no statement but its occasional load.
   */
  correct(text: string): Promise<string | undefined>;
  /** Issue #42, admins' debug: the parts of each listed id's relevance score. */
  scoreParts(ids: string[], text?: string, exactText?: string): Promise<SearchScore[]>;
  /** A search that found listings: counts towards the popular queries. */
  noteQuery(text: string): void;
  /** Writes what is pending (popular queries); called now and then and at shutdown. */
  flush(): Promise<void>;
}
