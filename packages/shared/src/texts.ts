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

  badges: {
    available: 'Available',
    advertisement: 'Advertisement',
    booked: 'Booked',
    sold: 'Sold',
  },
} as const;

/** spec §2: page titles take the form '{title} - {product}'. */
export function pageTitle(title: string, product: string): string {
  return `${title} - ${product}`;
}
