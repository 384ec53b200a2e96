/** Words of the header's own controls (issue #37), kept small: the header is on every page. */
export const HEADER_TEXTS = {
  openSearch: 'Open search',
  accountMenu: (name: string) => `Account menu, ${name}`,
  // Issue #46 item 2: where selling lives, for everyone (OLX, Facebook Marketplace).
  sell: 'Sell',
} as const;

/** A tab whose script chunks are gone after a release, and one reload did not help (issue #46 item 3). */
export const STALE_TEXTS = {
  newVersion: 'A new version is available',
  reload: 'Reload',
} as const;
