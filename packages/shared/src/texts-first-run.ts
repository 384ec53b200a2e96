/**
 * Texts of a new seller's first run (issue #46 item 2): a module of their own, so no storefront
 * page's shared chunks carry them (decision 044's budget).
 */

/**
 * A new seller's first steps (issue #46 item 2), on My Products, where a seller's sign-up
 * lands, until the three are done.
 */
export const FIRST_RUN_TEXTS = {
  // The email-verified page leads on, not only to the profile.
  toNextSteps: 'See your next steps',
  toBrowse: 'Browse phones',
  title: 'Start selling in three steps',
  step: (n: number) => `Step ${n}`,
  done: 'Done',
  email: {
    title: 'Verify your email',
    body: (email: string) => `We sent a link to ${email}. Open it to confirm your address.`,
    done: 'Your email is verified.',
  },
  phone: {
    title: 'Add your first phone',
    body: 'Photos, price and condition: buyers see it as soon as it is added.',
    action: 'Add your first phone',
    done: 'Your first phone is listed.',
  },
  verifyPhone: {
    title: 'Verify your phone number',
    body: 'Buyers trust sellers with a verified number, and you can hold more deals at once.',
    action: 'Verify your phone',
    done: 'Your phone number is verified.',
  },
} as const;
