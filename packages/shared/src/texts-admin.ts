/**
 * Texts of the admin screens (spec §2 Tables, issue #6). A module of its own, apart from
 * TEXTS, for the same reason as SELLING_TEXTS: TEXTS ships in every visitor's first-load
 * bundle (the 120 KB budget), and only admins ever see these. The spec's own words for the
 * admin screens (page titles, 'Successfully verified seller', 'Successfully deleted
 * seller') stay in TEXTS.
 */
export const ADMIN_TEXTS = {
  /** Spec §3: role '' is a buyer. Keyed by the stored role. */
  roles: { '': 'Buyer', seller: 'Seller', admin: 'Admin' },
  columns: {
    index: '#',
    name: 'Name',
    email: 'Email',
    role: 'Role',
    admin: 'Admin',
    delete: 'Delete',
    verified: 'Verified',
    productName: 'Product Name',
    sellerEmail: 'Seller Email',
    buyerEmail: 'Buyer Email',
    price: 'Price',
    paymentStatus: 'Payment Status',
    listing: 'Listing',
    seller: 'Seller',
    reports: 'Reports',
    actions: 'Actions',
  },
  makeAdmin: 'Make Admin',
  adminBadge: 'Admin',
  addVerified: 'Add verified',
  verified: 'Verified',
  delete: 'Delete',
  dismissReports: 'Dismiss reports',
  reportsDismissed: 'Reports dismissed',
  /** A listing an IMEI block took off the market (issue #16): nothing left to delete. */
  takenDown: 'Taken off the market',
  you: 'You',
  selfDelete: 'You cannot delete your own account',
  /** Buttons name the row they act on, so a screen reader's button list is unambiguous. */
  labels: {
    makeAdmin: (name: string) => `Make Admin ${name}`,
    verify: (name: string) => `Add verified badge to ${name}`,
    delete: (name: string) => `Delete ${name}`,
    dismiss: (name: string) => `Dismiss reports on ${name}`,
    reasons: (name: string) => `Reasons given for ${name}`,
  },
  /** Verify or Make Admin answered modifiedCount 0: the dialog stays open and says why. */
  unchanged: {
    admin: (name: string) => `${name} is already an admin. Nothing changed.`,
    verified: (name: string) => `${name} is already verified. Nothing changed.`,
  },
  /** A delete the server refused; the spec's success toast still shows (spec §4, §8). */
  deleteRefused: (message: string) => `The server did not delete this account: ${message}`,
  reportCount: (count: number) => (count === 1 ? '1 report' : `${count} reports`),
  reasonsSummary: (count: number) =>
    count === 0 ? 'No reasons given' : count === 1 ? 'Show 1 reason' : `Show ${count} reasons`,
  lastReported: 'Last reported',
  /** All Sell: an unpaid booking whose hold ended (product-decisions §4). */
  lapsedHint: 'The hold ended before payment; the phone can be booked again.',
  dismissDialog: {
    title: 'Dismiss reports',
    question: (name: string) =>
      `Clear every report on ${name}? The listing stays on the market and leaves this list.`,
  },
  /** An admin list narrowed by its filter box that has nothing to show (issue #23 item 14). */
  noMatches: (text: string) => `Nothing matches “${text}”`,
  noMatchesHint: 'Check the spelling, or search by part of the name or email.',
  /** Each list: what the table is (its caption), and what an empty one means. */
  lists: {
    users: {
      label: 'Users',
      caption: 'Every account, newest first',
      empty: 'No accounts yet',
      emptyHint: 'People who sign up show here.',
      intro: 'Every account on PhoneBazaar. Make trusted people admins or remove accounts.',
      search: 'Find an account by name or email',
    },
    sellers: {
      label: 'Sellers',
      caption: 'Sellers, newest first',
      empty: 'No sellers yet',
      emptyHint: 'People who sign up as sellers show here.',
      intro: 'Verify the sellers you trust: buyers see a blue check beside their name.',
      search: 'Find a seller by name or email',
    },
    buyers: {
      label: 'Buyers',
      caption: 'Buyers, newest first',
      empty: 'No buyers yet',
      emptyHint: 'People who sign up as buyers show here.',
      intro: 'Everyone who buys on PhoneBazaar.',
      search: 'Find a buyer by name or email',
    },
    sales: {
      label: 'Sales',
      caption: 'Every booking, newest first',
      empty: 'No sales yet',
      emptyHint: 'Bookings show here as soon as a buyer books a phone.',
      intro: 'Every booking on PhoneBazaar and whether it has been paid.',
      search: 'Find a sale by phone, seller or buyer',
    },
    reports: {
      label: 'Reported listings',
      caption: 'Reported listings, most recently reported first',
      empty: 'No reported listings',
      emptyHint: 'When a buyer reports a listing, it shows here for you to review.',
      intro:
        'Listings buyers have reported. Delete one to take it off the market, or dismiss its reports if nothing is wrong.',
    },
  },
} as const;
