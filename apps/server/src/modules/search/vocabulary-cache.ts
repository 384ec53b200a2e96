import { correctText, type VocabularyWords, vocabularyWords } from './vocabulary-words.ts';

/** The longest a loaded vocabulary serves (other instances' popular queries, unheard writes). */
export const VOCABULARY_MAX_AGE_MS = 60_000;

/**
 * When the vocabulary may have changed: the response cache's catalogue version
 * (http/catalog-version.ts), which every successful write bumps, here and (on PostgreSQL,
 * with its channel) in every instance.
 */
export interface VocabularyFreshness {
  current(): number;
}

/**
 * The vocabulary's words (model and brand names, popular queries: a few thousand), kept in
 * memory so a search corrects its text without a statement (issue #42). Loaded at the first
 * correction; once the catalogue's version changes, after this instance writes popular
 * queries, or after VOCABULARY_MAX_AGE_MS, it is loaded again in the background while the
 * words in hand keep serving (a correction is a suggestion: a brand added a moment ago may
 * go uncorrected for that long, never a wrong listing shown).
 */
export function createVocabularyCache(
  load: () => Promise<{ kind: string; term: string; label: string }[]>,
  freshness?: VocabularyFreshness,
  now: () => number = Date.now,
) {
  let kept: { words: VocabularyWords; version: number; at: number } | undefined;
  let loading: Promise<VocabularyWords> | undefined;
  let stale = false;

  const reload = () => {
    loading ??= (async () => {
      const version = freshness?.current() ?? 0;
      const at = now();
      stale = false;
      try {
        const words = vocabularyWords(await load());
        kept = { words, version, at };
        return words;
      } finally {
        loading = undefined;
      }
    })();
    return loading;
  };

  async function words(): Promise<VocabularyWords> {
    if (!kept) return reload();
    const old =
      stale ||
      now() - kept.at > VOCABULARY_MAX_AGE_MS ||
      (freshness !== undefined && freshness.current() !== kept.version);
    // A failed reload keeps the words in hand; the next correction tries again.
    if (old) reload().catch(() => {});
    return kept.words;
  }

  return {
    /** The text corrected (vocabulary-words.ts), or undefined when nothing changes. */
    async correct(text: string): Promise<string | undefined> {
      return correctText(await words(), text);
    },
    /** This instance changed the vocabulary (wrote popular queries). */
    forget() {
      stale = true;
    },
  };
}

export type VocabularyCache = ReturnType<typeof createVocabularyCache>;
