import type { Suggestion } from '@phonebazaar/shared';
import { useEffect, useState } from 'react';
import { apiGet } from '../../../lib/api-client';

/** How long typing must pause before the box asks for suggestions. */
export const SUGGEST_DEBOUNCE_MS = 150;

/**
 * The contract's SUGGEST_Q_MIN, SUGGEST_Q_MAX and SUGGEST_LIMIT (contracts/search.ts), written
 * out: importing from that module would bring its zod schemas into every first page's
 * JavaScript. A test holds them equal.
 */
export const SUGGEST_BOUNDS = { min: 2, max: 60, limit: 8 } as const;

/** `GET /api/search/suggest?q=`: at most 8 completions for the navbar's search box. */
export function getSuggestions(q: string, signal?: AbortSignal): Promise<Suggestion[]> {
  return apiGet<Suggestion[]>(`/search/suggest?q=${encodeURIComponent(q)}`, { signal });
}

// Answers kept for this tab, so typing back over a prefix shows its list at once. Not TanStack
// Query: the box is on every page, and its observers would join the first page's JavaScript
// (the bundle budget); a small map is all a completion list needs.
const answers = new Map<string, Suggestion[]>();
const ANSWERS_KEPT = 50;

function remember(q: string, items: Suggestion[]) {
  if (answers.size >= ANSWERS_KEPT) answers.delete(answers.keys().next().value ?? '');
  answers.set(q, items.slice(0, SUGGEST_BOUNDS.limit));
}

/** For tests: forget the answers of earlier ones. */
export function forgetSuggestions() {
  answers.clear();
}

/**
 * The suggestions for `text`, asked for once typing pauses (and again only for a text not
 * asked before). Until the answer comes, the previous list stays, so the list does not
 * flicker with every key; a text too short or too long has none. A failure shows none: the
 * box still searches for what was typed.
 */
export function useSuggestions(text: string): Suggestion[] {
  const q = text.trim().toLowerCase();
  const wanted = q.length >= SUGGEST_BOUNDS.min && q.length <= SUGGEST_BOUNDS.max;
  const [last, setLast] = useState<Suggestion[]>([]);

  useEffect(() => {
    if (!wanted) return;
    const known = answers.get(q);
    if (known) {
      setLast(known);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      getSuggestions(q, controller.signal).then(
        (items) => {
          remember(q, items);
          setLast(answers.get(q) ?? []);
        },
        () => {
          if (!controller.signal.aborted) setLast([]);
        },
      );
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q, wanted]);

  if (!wanted) return [];
  return answers.get(q) ?? last;
}
