import { AUTH_ERRORS } from './texts-auth-errors.ts';

/**
 * Identity screens (split from TEXTS so a storefront page does not carry them). The spec gives
 * only the toasts and validation messages; these are the product's own words for everything
 * around them (product-decisions §7: human errors).
 */
export const AUTH_TEXTS = {
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
  errors: AUTH_ERRORS,
};
