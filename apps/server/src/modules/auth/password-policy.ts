import { MIN_PASSWORD_LENGTH, STRONG_PASSWORD, TEXTS } from '@phonebazaar/shared';
import { dictionary } from '@zxcvbn-ts/language-common';
import { APIError, createAuthMiddleware } from 'better-auth/api';

/**
 * The most common passwords from leaked sets (zxcvbn-ts's list, ~49,000, shipped in the
 * package: nothing is fetched at run time), lower case, so `Qwerty123` matches `qwerty123`.
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  dictionary['passwords-common'].map((word) => String(word).toLowerCase()),
);

export type PasswordProblem = 'PASSWORD_TOO_SHORT' | 'PASSWORD_TOO_WEAK' | 'PASSWORD_TOO_COMMON';

const MESSAGES: Record<PasswordProblem, string> = {
  PASSWORD_TOO_SHORT: TEXTS.validation.signupPasswordMin.trim(),
  PASSWORD_TOO_WEAK: TEXTS.auth.errors.passwordWeak,
  PASSWORD_TOO_COMMON: TEXTS.auth.errors.passwordCommon,
};

/**
 * Issue #14 finding 14: the spec's strength rule (the same pattern the sign-up form uses,
 * from packages/shared) and not one of the common passwords. Null when the password is fine.
 */
export function passwordProblem(password: string): PasswordProblem | null {
  if (password.length < MIN_PASSWORD_LENGTH) return 'PASSWORD_TOO_SHORT';
  if (!STRONG_PASSWORD.test(password)) return 'PASSWORD_TOO_WEAK';
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return 'PASSWORD_TOO_COMMON';
  return null;
}

/**
 * better-auth endpoints that set a new password, and the body field that carries it. Sign-in
 * is not here: an old account's weaker password still signs in (and the strength of a guess
 * must not change the answer to a wrong one).
 */
const NEW_PASSWORD_FIELD: Record<string, string> = {
  '/sign-up/email': 'password',
  '/change-password': 'newPassword',
  '/reset-password': 'newPassword',
  '/set-password': 'newPassword',
};

/**
 * A better-auth `hooks.before` middleware refusing a weak new password with 400 and a field
 * message (`fieldErrors.password`) before anything is hashed or written.
 */
export const passwordPolicyHook = createAuthMiddleware(async (ctx) => {
  const field = NEW_PASSWORD_FIELD[ctx.path];
  if (!field) return;
  const password = (ctx.body as Record<string, unknown> | undefined)?.[field];
  // A missing or non-string password is better-auth's own 400 (its body schema).
  if (typeof password !== 'string') return;
  const problem = passwordProblem(password);
  if (!problem) return;
  throw new APIError('BAD_REQUEST', {
    message: MESSAGES[problem],
    code: problem,
    fieldErrors: { password: [MESSAGES[problem]] },
  });
});
