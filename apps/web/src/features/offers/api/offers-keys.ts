import type { OfferRole } from '@phonebazaar/shared';

/** Query keys of the offers feature, per signed-in account. */
export const offersKey = (email: string) => ['offers', email.toLowerCase()] as const;
export const offersListKey = (email: string, role: OfferRole) =>
  [...offersKey(email), 'list', role] as const;
export const offerFloorsKey = (email: string) => [...offersKey(email), 'floors'] as const;
