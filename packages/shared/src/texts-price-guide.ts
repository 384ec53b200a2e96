/** Issue #20, the price guide: UI texts. */
export const PRICE_GUIDE_TEXTS = {} as const;
