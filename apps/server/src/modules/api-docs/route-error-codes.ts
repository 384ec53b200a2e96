import table from './route-error-codes.json' with { type: 'json' };

const answered = table as Record<string, Record<string, string[]>>;

/**
 * The refusal codes a route answered in the API suites, by status (issue #40). The table is
 * written from those runs (`npm run docs:error-codes`) and CI fails when a route answers a code
 * it does not list (scripts/check-error-codes.mjs), so it only grows with the code.
 */
export function answeredCodes(method: string | string[], url: string): Record<string, string[]> {
  const methods = Array.isArray(method) ? method : [method];
  const merged: Record<string, string[]> = {};
  for (const m of methods)
    for (const [status, codes] of Object.entries(answered[`${m} ${url}`] ?? {}))
      merged[status] = [...new Set([...(merged[status] ?? []), ...codes])];
  return merged;
}
