/** Issue #20, saved searches and alerts: UI and mail texts. */
export const SAVED_SEARCHES_TEXTS = {
  menu: 'Saved searches',
} as const;
