/** Issue #20, offers: UI and notice texts. */
export const OFFERS_TEXTS = {
  menu: 'Offers',
} as const;
