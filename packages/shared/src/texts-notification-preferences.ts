import type { NoticeGroup } from './contracts/notification-preferences.ts';

/**
 * Profile: which notifications also come by mail (issue #39, decision 064). Every notice mail
 * links here (`/dashboard/profile#notifications`). Push choices wait for the app's push
 * subscription on the web; the form keeps them as they are.
 */
export const NOTIFICATION_PREFERENCE_TEXTS = {
  heading: 'Notifications',
  intro: 'Everything always shows under the bell. Choose what also reaches you by email.',
  legend: 'Email me about',
  groups: {
    messages: 'Messages from buyers and sellers',
    offers: 'Offers and counter-offers',
    deals: 'Bookings, payments and handoffs',
    alerts: 'Saved-search alerts and price drops',
    reviews: 'Reviews of my listings by our moderators',
  } satisfies Record<NoticeGroup, string>,
  accountMail:
    'Mail about your account (verifying your email, resetting your password) always comes.',
  save: 'Save email choices',
  saved: 'Your email choices are saved.',
  loading: 'Loading your choices…',
  loadFailed: 'Your choices could not be loaded.',
  retry: 'Try again',
} as const;
