/** The header's own words (issue #37: one row on a phone, the avatar's menu). */
export const HEADER_TEXTS = {
  openSearch: 'Open search',
  accountMenu: (name: string) => `Account menu, ${name}`,
} as const;
