/** Issue #20, saved searches and alerts: UI and mail texts. */
export const SAVED_SEARCHES_TEXTS = {
  menu: 'Saved searches',
  title: 'Saved searches',
  intro: 'We tell you when a new phone matches one of your searches.',
  save: 'Save this search',
  saveTitle: 'Save this search',
  nameLabel: 'Name',
  frequencyLabel: 'Alerts',
  frequencies: {
    instant: 'Right away',
    daily: 'Daily digest',
    weekly: 'Weekly digest',
    off: 'Off',
  },
  submit: 'Save search',
  saving: 'Saving...',
  cancel: 'Cancel',
  saved: 'Search saved. We will tell you about new matches.',
  signInToSave: 'Sign in to save this search',
  limitReached: (limit: number) =>
    `You can keep at most ${limit} saved searches. Delete one to save another.`,
  open: 'Open',
  rename: 'Rename',
  renameTitle: 'Rename saved search',
  remove: 'Delete',
  removeConfirm: (name: string) => `Delete the saved search "${name}"?`,
  removed: 'Saved search deleted.',
  updated: 'Saved search updated.',
  frequencyOf: (name: string) => `Alerts for ${name}`,
  empty: 'No saved searches yet',
  emptyHint: 'Search for a phone, then choose "Save this search" to hear about new matches.',
  goSearch: 'Search phones',
  loadError: 'We could not load your saved searches.',
  retry: 'Try again',
  count: (n: number, limit: number) => `${n} of ${limit}`,
  unsubscribe: {
    title: 'Unsubscribe',
    working: 'Unsubscribing...',
    doneSearch: (name: string) => `You will get no more alerts for "${name}".`,
    doneAll: 'You will get no more alert mails from saved searches or favourites.',
    failed: 'This unsubscribe link is not valid. Change alerts on your Saved searches page.',
    manage: 'Manage saved searches',
  },
  mail: {
    instantTitle: (name: string) => `New match for "${name}"`,
    instantBody: (product: string, price: string, area: string) =>
      `${product}, ${price} in ${area}.`,
    digestTitle: (name: string, n: number) =>
      `${n} new ${n === 1 ? 'phone' : 'phones'} for "${name}"`,
    priceDropTitle: (product: string) => `Price drop: ${product}`,
    priceDropBody: (product: string, was: string, now: string) =>
      `${product} you saved went from ${was} to ${now}.`,
    unsubscribeSearch: 'Stop alerts for this search:',
    unsubscribeAll: 'Stop all alert mails:',
  },
} as const;

/** Browsers and Node both have it; this package compiles without DOM or Node types. */
declare const URLSearchParams: new (
  init?: string,
) => { get(name: string): string | null; getAll(name: string): string[] };

const sizeOf = (gb: string) => {
  const n = Number(gb);
  return n >= 1024 && n % 1024 === 0 ? `${n / 1024} TB` : `${n} GB`;
};
const count = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

/**
 * Issue #45 item 8: a saved search's query string in words ("“iphone” · Dhaka · under $500"),
 * not "q=iphone". Brands and models are ids in the query, so they are counted, not named.
 */
export function savedSearchSummary(query: string): string {
  const params = new URLSearchParams(query.replace(/^\?/, ''));
  const all = (key: string) => params.getAll(key).filter((v) => v !== '');
  const parts: string[] = [];
  const q = params.get('q')?.trim();
  if (q) parts.push(`“${q}”`);
  const brands = all('category').length;
  if (brands) parts.push(count(brands, 'brand', 'brands'));
  const models = all('model').length;
  if (models) parts.push(count(models, 'model', 'models'));
  const storage = all('storage').map(sizeOf);
  if (storage.length) parts.push(storage.join(' or '));
  for (const key of ['condition', 'variant', 'area']) {
    const values = all(key);
    if (values.length) parts.push(values.join(' or '));
  }
  const min = params.get('priceMin');
  const max = params.get('priceMax');
  if (min && max) parts.push(`$${min}–$${max}`);
  else if (max) parts.push(`under $${max}`);
  else if (min) parts.push(`from $${min}`);
  const battery = params.get('batteryMin');
  if (battery) parts.push(`battery ${battery}%+`);
  if (params.get('verifiedSeller') === 'true') parts.push('verified sellers');
  return parts.length ? parts.join(' · ') : 'All phones';
}
