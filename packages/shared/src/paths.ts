/**
 * Every address of the web app (spec §2), in one place: the web's route table and links, and
 * the server's notices and mail that link into the app, all read them here, so a page that
 * moves moves everywhere at once. Parameterised pages are functions; `routePatterns` are the
 * same addresses in React Router's `:param` form for the route table and `useMatch`.
 */
const DASHBOARD = '/dashboard';
const id = (value: string) => encodeURIComponent(value);

export const paths = {
  home: '/',
  /** The home page's sections, reached from the footer. */
  homeContact: '/#contact',
  homeDownload: '/#download',
  blog: '/blog',
  allProducts: '/all-products',
  category: (categoryId: string) => `/categories/${id(categoryId)}`,
  listing: (listingId: string) => `/listings/${id(listingId)}`,
  /** The listing page with the offer dialog open. */
  listingOffer: (listingId: string) => `/listings/${id(listingId)}?offer=1`,
  seller: (sellerId: string) => `/sellers/${id(sellerId)}`,
  /** `query` is a ready URL query string (no '?'), e.g. a saved search's. */
  search: (query = '') => (query ? `/search?${query}` : '/search'),
  searchFor: (q: string) => `/search?q=${encodeURIComponent(q)}`,
  login: '/login',
  signup: '/signup',
  /** The header's Sell for a visitor (issue #46 item 2): sign-up with Seller chosen. */
  sellSignUp: '/signup?as=seller',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  emailVerified: '/email-verified',
  unsubscribe: (token: string) => `/unsubscribe?token=${encodeURIComponent(token)}`,
  paymentComplete: (bookingId: string) =>
    `/paymentcomplete?booking=${encodeURIComponent(bookingId)}`,
  /** The self-test, opened on the phone being sold (issue #21). */
  check: (code: string) => `/check/${id(code)}`,
  /**
   * The seller's single-use test link (decision 056): the token rides in the fragment, which a
   * browser never sends, so it stays out of access logs and Referer headers.
   */
  checkLink: (code: string, token: string) => `/check/${id(code)}#t=${encodeURIComponent(token)}`,
  dashboard: {
    home: DASHBOARD,
    profile: `${DASHBOARD}/profile`,
    startSelling: `${DASHBOARD}/profile#start-selling`,
    myOrder: `${DASHBOARD}/myorder`,
    payment: (bookingId: string) => `${DASHBOARD}/payment/${id(bookingId)}`,
    notifications: `${DASHBOARD}/notifications`,
    conversations: `${DASHBOARD}/conversations`,
    conversation: (conversationId: string) => `${DASHBOARD}/conversations/${id(conversationId)}`,
    favourites: `${DASHBOARD}/favourites`,
    savedSearches: `${DASHBOARD}/saved-searches`,
    offers: `${DASHBOARD}/offers`,
    addProduct: `${DASHBOARD}/addproduct`,
    myProducts: `${DASHBOARD}/myproduct`,
    mySell: `${DASHBOARD}/mysell`,
    earnings: `${DASHBOARD}/earnings`,
    allBuyers: `${DASHBOARD}/allbuyers`,
    allSellers: `${DASHBOARD}/allseller`,
    reportedItems: `${DASHBOARD}/reporteditems`,
    allUsers: `${DASHBOARD}/alluser`,
    allSell: `${DASHBOARD}/allsell`,
    outbox: `${DASHBOARD}/outbox`,
    contactMessages: `${DASHBOARD}/messages`,
    phoneModels: `${DASHBOARD}/models`,
    blockedImeis: `${DASHBOARD}/blocked-imeis`,
    disputes: `${DASHBOARD}/disputes`,
    /** Issue #46: one dispute's case, both sides beside the listing as booked. */
    dispute: (bookingId: string) => `${DASHBOARD}/disputes/${id(bookingId)}`,
    payouts: `${DASHBOARD}/payouts`,
    auditLog: `${DASHBOARD}/audit-log`,
    reportedConversations: `${DASHBOARD}/reported-conversations`,
    reportedConversation: (conversationId: string) =>
      `${DASHBOARD}/reported-conversations?open=${encodeURIComponent(conversationId)}`,
    reviews: `${DASHBOARD}/reviews`,
    reviewQueue: `${DASHBOARD}/review-queue`,
    /** Issue #36: accounts that share a device, card, phone or network. */
    clusters: `${DASHBOARD}/clusters`,
  },
} as const;

/** The parameterised addresses as route patterns (React Router's `:param` segments). */
export const routePatterns = {
  category: '/categories/:id',
  listing: '/listings/:id',
  seller: '/sellers/:id',
  check: '/check/:code',
  paymentComplete: '/paymentcomplete',
  unsubscribe: '/unsubscribe',
  payment: `${DASHBOARD}/payment/:id`,
  conversation: `${DASHBOARD}/conversations/:id`,
  dispute: `${DASHBOARD}/disputes/:id`,
} as const;
