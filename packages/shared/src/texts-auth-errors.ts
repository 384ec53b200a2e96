/** What an identity step says when it fails: also read by the header (logout) and photo checks. */
export const AUTH_ERRORS = {
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
};
