import { AUTH_ERRORS } from '@phonebazaar/shared';
import { ApiRequestError } from '../../../lib/api-client';

const errors = AUTH_ERRORS;

/** better-auth's and our server's error codes, in words a shopper understands (spec §8). */
const BY_CODE: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: errors.wrongCredentials,
  INVALID_PASSWORD: errors.wrongCredentials,
  USER_NOT_FOUND: errors.wrongCredentials,
  USER_ALREADY_EXISTS: errors.emailTaken,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: errors.emailTaken,
  INVALID_EMAIL: errors.invalidEmail,
  PASSWORD_TOO_SHORT: errors.passwordTooShort,
  PASSWORD_TOO_LONG: errors.passwordTooLong,
  // PASSWORD_TOO_WEAK is not here: the server's message carries the estimator's advice
  // (issue #36 N8), and for the pattern it is errors.passwordWeak already.
  PASSWORD_TOO_COMMON: errors.passwordCommon,
  RATE_LIMITED: errors.rateLimited,
  FILE_TOO_LARGE: errors.imageTooLarge,
  // better-auth refuses a page served from an origin the server does not trust.
  INVALID_ORIGIN: errors.wrongOrigin,
};

/** Codes the social popup's done page reports (`?error=` from better-auth or our routes). */
const SOCIAL_BY_CODE: Record<string, string> = {
  access_denied: errors.socialCancelled,
  provider_not_configured: errors.socialUnavailable,
  sign_in_unavailable: errors.socialUnavailable,
  account_not_linked: errors.accountNotLinked,
  RATE_LIMITED: errors.rateLimited,
};

export function identityErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) {
    const known = BY_CODE[error.code];
    if (known) return known;
    if (error.status === 429) return errors.rateLimited;
    // Our server's own messages (4xx) are written for people; 5xx messages are generic.
    if (error.status < 500 && error.message) return error.message;
    return errors.generic;
  }
  if (error instanceof TypeError) return errors.network;
  if (error instanceof Error && error.message) return error.message;
  return errors.generic;
}

export function socialErrorMessage(code: string | undefined): string {
  return (code && SOCIAL_BY_CODE[code]) || errors.socialFailed;
}
