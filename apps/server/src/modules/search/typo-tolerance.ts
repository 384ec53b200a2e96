/**
 * How far a typed word may be from the word it is corrected to (issue #42), as Meilisearch
 * scales it: no edit under 4 letters (too many short words are one edit apart: "s23", "pro",
 * "max"), 1 up to 8 letters, 2 beyond; never a word with a digit ("13" is not "15").
 */
export function editsAllowed(word: string): number {
  if (/\p{N}/u.test(word)) return 0;
  const letters = [...word].length;
  if (letters < 4) return 0;
  return letters <= 8 ? 1 : 2;
}

/**
 * Edits between two words: insertions, deletions, substitutions and swaps of two neighbours
 * (optimal string alignment), so "samsnug" is one edit from "samsung", as a person typing sees it.
 */
export function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  const d: number[][] = Array.from({ length: x.length + 1 }, (_, i) =>
    Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= x.length; i++) {
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) {
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      }
      d[i]![j] = best;
    }
  }
  return d[x.length]![y.length]!;
}

/** The candidate (most alike first) with the fewest edits within the word's tolerance. */
export function closestWithin(word: string, candidates: readonly string[]): string | undefined {
  const allowed = editsAllowed(word);
  if (allowed === 0) return undefined;
  let best: { word: string; edits: number } | undefined;
  for (const candidate of candidates) {
    if (/\p{N}/u.test(candidate)) continue;
    const edits = editDistance(word, candidate);
    if (edits <= allowed && (!best || edits < best.edits)) best = { word: candidate, edits };
  }
  return best?.word;
}
