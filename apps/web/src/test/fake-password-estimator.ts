import type { PasswordEstimate } from '../features/auth/utils/password-estimator';

/**
 * A stand-in for the strength estimator's lazy chunk in form tests (issue #36 N8): loading the
 * real dictionaries costs seconds per file. `Password1!` is weak, anything else strong; the
 * real estimator has its own tests (password-strength.test.tsx and the server's).
 */
export function estimatePassword(password: string): PasswordEstimate {
  return password === 'Password1!'
    ? { score: 1, advice: 'This is similar to a commonly used password.' }
    : { score: 4, advice: '' };
}
