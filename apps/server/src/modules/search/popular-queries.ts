import { SUGGEST_Q_MAX } from '@phonebazaar/shared';

/** Distinct queries held between two writes; beyond it new ones wait for the next window. */
const PENDING_MAX = 10_000;
/** Longer queries are not suggestion material. */
const WORDS_MAX = 6;

/**
 * Searches that found listings, counted in memory and written to the vocabulary now and then
 * (one statement per window, not one per search). A restart loses at most one window's counts,
 * which only delays a query's becoming a suggestion.
 */
export function createPopularQueries(
  write: (counts: ReadonlyMap<string, number>) => Promise<void>,
) {
  let pending = new Map<string, number>();
  let flushing: Promise<void> | undefined;

  return {
    note(text: string) {
      const query = text.trim().toLowerCase();
      if (query.length < 2 || query.length > SUGGEST_Q_MAX) return;
      if (query.split(/\s+/).length > WORDS_MAX) return;
      const seen = pending.get(query);
      if (seen === undefined && pending.size >= PENDING_MAX) return;
      pending.set(query, (seen ?? 0) + 1);
    },

    /** Writes what was counted; a failed write keeps nothing (the counts are a hint). */
    async flush(): Promise<void> {
      await flushing;
      if (pending.size === 0) return;
      const counts = pending;
      pending = new Map();
      flushing = write(counts).finally(() => {
        flushing = undefined;
      });
      await flushing;
    },
  };
}

export type PopularQueries = ReturnType<typeof createPopularQueries>;
