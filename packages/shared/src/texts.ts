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

  /**
   * Identity screens. The spec gives only the toasts and validation messages; these are the
   * product's own words for everything around them (product-decisions §7: human errors).
   */
  auth: {
    email: 'Email',
    password: 'Password',
    name: 'Name',
    avatar: 'Avatar',
    signUpAsSeller: 'Sign up as a seller',
    buyer: 'Buyer',
    seller: 'Seller',
    noAccount: 'New to PhoneBazaar?',
    createAccount: 'Create an account',
    haveAccount: 'Already have an account?',
    forgotPasswordHint: 'Password reset is not available yet.',
    continueWith: (provider: string) => `Continue with ${provider}`,
    socialNotConfigured: 'Social sign-in is not set up on this server',
    // A signed-in user on another role's page (issue #23 item 13): say whose page it is and
    // offer a way on, instead of the login form they are already past.
    pageFor: {
      seller: {
        title: 'This page is for sellers',
        body: 'Your account is a buyer account. Sellers add phones, see their listings and their sales here.',
      },
      admin: {
        title: 'This page is for admins',
        body: 'Only the marketplace admins can open it.',
      },
      toDashboard: 'Go to your dashboard',
      startSelling: 'Start selling',
      otherAccount: 'Sign in with another account',
    },
    profileSaved: 'Profile updated.',
    // A buyer becomes a seller from Profile (issue #23 item 1).
    startSelling: {
      title: 'Sell your phones on PhoneBazaar',
      body: 'Your account is a buyer account. Become a seller to list phones and see your sales; you keep everything you have now.',
      button: 'Start selling',
      toast: 'You are a seller now.',
      doneTitle: 'You are a seller now: add your first phone.',
    },
    // Sign-up stopped after the account was created (issue #23 item 5): say what is true.
    signUpResume: (email: string) =>
      `Your account ${email} is created and you are signed in. Fix what stopped below and press Sign Up again to finish; nothing is created twice.`,
    steps: {
      account: 'Creating account',
      upload: 'Uploading photo',
      profile: 'Saving profile',
      finish: 'Finishing',
    },
    errors: {
      wrongCredentials: 'Wrong email or password.',
      emailTaken: 'An account with this email already exists. Log in instead.',
      invalidEmail: 'That email address does not look right.',
      passwordTooShort: 'The password is too short.',
      passwordTooLong: 'The password is too long.',
      passwordWeak: 'Password mast be strong: use an uppercase letter, a digit and one of !@#$&*.',
      passwordCommon: 'This password is too common. Choose one that is harder to guess.',
      rateLimited: 'Too many attempts. Please wait a few minutes and try again.',
      network: 'Could not reach PhoneBazaar. Check your connection and try again.',
      generic: 'Something went wrong. Please try again.',
      wrongOrigin:
        'Signing in is not allowed from this address. Open PhoneBazaar at its usual address and try again.',
      popupBlocked:
        'Your browser blocked the sign-in window. Allow pop-ups for this site and try again.',
      popupClosed: 'The sign-in window was closed before sign-in finished.',
      socialCancelled: 'Sign-in was cancelled.',
      socialUnavailable: 'That sign-in option is not set up on this server.',
      accountNotLinked:
        'This email already has a password account. Log in with your email and password.',
      socialFailed: 'Social sign-in did not complete. Please try again.',
      logoutFailed: 'We could not log you out. Check your connection and try again.',
      imageTooLarge: 'The image is larger than 5 MB. Choose a smaller picture.',
      imageType: 'Choose an image file (JPEG, PNG, WebP, GIF or AVIF).',
      imageContent:
        'That file is not a picture, whatever its name says. Choose a JPEG, PNG, WebP, GIF or AVIF photo.',
      invalidEmailFormat: 'Enter a valid email address',
    },
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
