/**
 * Every UI text the spec gives, verbatim (typos included, product-decisions §7).
 * Both the web app and the tests import from here so a text lives in one place.
 */
export const TEXTS = {
  carouselSlide: 'best place to buy or sell your used smartphone',
  getStarted: 'Get Started',
  notFound: "Sorry, we couldn't find this page.",
  routeError: 'Something is wrong!!',
  paymentComplete: 'Your Payment Complete',
  forgotPassword: 'Forgot Password?',
  checkOut: 'Check Out',
  sendMessage: 'Send Message',
  bookNow: 'Book now',
  verifiedSeller: 'Verified seller',

  /** Navigation bar items (spec §2). */
  nav: {
    home: 'Home',
    blog: 'Blog',
    allProducts: 'All Products',
    dashboard: 'Dashboard',
    login: 'Login',
    logout: 'Logout',
  },

  /** The '{title}' part of '{title} - {product}' page titles (spec §2). */
  titles: {
    home: 'Home',
    blog: 'Blog',
    allProducts: 'All Products',
    paymentComplete: 'Payment Complete',
    notFound: 'Page Not Found',
    error: 'Error',
    login: 'Login',
    signUp: 'Sign Up',
    dashboard: 'Dashboard',
    profile: 'Profile',
    myOrder: 'My Order',
    payment: 'Payment',
    addProduct: 'Add Product',
    myProducts: 'My Products',
    mySell: 'My Sell',
    allSell: 'All Sell',
    allUser: 'All User',
    allSellers: 'All Seller',
    allBuyers: 'All Buyers',
    reportedItems: 'Reported Items',
  },

  /** Dashboard side menu (spec §2 Dashboard menu), plus the Profile item. */
  dashboardMenu: {
    allProducts: 'All Products',
    myOrder: 'My Order',
    addProduct: 'Add Product',
    myProducts: 'My Products',
    mySell: 'My Sell',
    allSell: 'All Sell',
    allUser: 'All User',
    allSellers: 'All Sellers',
    allBuyers: 'All Buyers',
    reportedItems: 'Reported Items',
    profile: 'Profile',
  },

  toast: {
    login: 'Successfully Login',
    signIn: 'Successfully Sign In',
    signUp: 'Successfully Sign Up',
    productAdded: 'Successfully Product add',
    booked: 'Product is Booked',
    productDeleted: 'Successfully deleted product',
    advertised: 'Successfully Advertise product',
    reported: 'Successfully Product Reported',
    verifiedSeller: 'Successfully verified seller',
    deletedSeller: 'Successfully deleted seller',
    paymentCompleted: 'Congrats your payment completed',
  },

  validation: {
    emailRequired: 'Email Address is required',
    passwordRequired: 'Password is required',
    loginPasswordMin: 'Password must be up to 6 characters ',
    nameRequired: 'Name is required',
    avatarRequired: 'Avatar is required',
    signupPasswordMin: 'Password must be 6 characters or longer ',
    passwordStrong: 'Password mast be strong',
    required: (field: string) => `${field} is required`,
  },

  /**
   * Every paged list (product-decisions §6, §7); the product's own words, not the spec's.
   * `what` and `noun` are lower case: "the products", "your listings"; "products".
   */
  lists: {
    loading: (what: string) => `Loading ${what}`,
    loadMore: 'Load more',
    loadingMore: 'Loading…',
    loadFailed: (what: string) => `We couldn't load ${what}.`,
    loadMoreFailed: (noun: string) => `We couldn't load more ${noun}.`,
  },

  badges: {
    available: 'Available',
    advertisement: 'Advertisement',
    booked: 'Booked',
    sold: 'Sold',
    /** A card's photo count, when the listing has more than its cover (issue #23 item 17). */
    photoCount: (count: number) => `${count} photos`,
  },
} as const;

/** spec §2: page titles take the form '{title} - {product}'. */
export function pageTitle(title: string, product: string): string {
  return `${title} - ${product}`;
}
