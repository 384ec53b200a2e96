/**
 * The keys of the guide (issue #20): a listing's (model, storage, variant, condition), and the
 * (model, storage) fallback across grades, stored with variant and condition '*' (neither enum
 * has it). A listing that does not say its storage or variant is keyed with 0 and ''.
 */
export interface GuideKey {
  modelId: string;
  storageGb: number;
  variant: string;
  condition: string;
}

/** What a listing (or a query) says about the phone. */
export interface ListingFacts {
  modelId: string | null;
  storageGb?: number | null | undefined;
  variant?: string | null | undefined;
  condition: string;
}

export const ANY = '*';

/** The exact key of a listing with a model; undefined without one (no guide for it). */
export function exactKey(facts: ListingFacts): GuideKey | undefined {
  if (!facts.modelId) return undefined;
  return {
    modelId: facts.modelId,
    storageGb: facts.storageGb ?? 0,
    variant: facts.variant ?? '',
    condition: facts.condition,
  };
}

/** The same phone across grades and variants. */
export const fallbackOf = (key: GuideKey): GuideKey => ({
  modelId: key.modelId,
  storageGb: key.storageGb,
  variant: ANY,
  condition: ANY,
});

/** One string per key, for maps. */
export const keyText = (key: GuideKey): string =>
  `${key.modelId}|${key.storageGb}|${key.variant}|${key.condition}`;
