/**
 * Issue #36 N8: how strong a new password must be and what the sign-up and reset forms say as
 * the person types. The score is zxcvbn-ts's (0-4, an estimate of guesses needed, with its
 * common-password, English and diceware dictionaries); the server refuses below the minimum.
 */
export const PASSWORD_MIN_SCORE = 3;

/**
 * The estimator runs on the event loop (the server's, the browser's) and its l33t matcher grows
 * fast with the length: with zxcvbn-ts's defaults (256 characters, 100 substitutions) a crafted
 * 128-character password took 1.1-2.8 s; with these at most ~0.2-0.3 s on the shared test
 * machine. Characters past the 64th are not weighed (they could only add strength).
 */
export const PASSWORD_ESTIMATOR_BOUNDS = { maxLength: 64, l33tMaxSubstitutions: 10 } as const;

/** A zxcvbn score (0-4) in words: 0 and 1 are both "weak". */
export type PasswordLevel = 'weak' | 'fair' | 'good' | 'strong';
export const PASSWORD_LEVELS: readonly PasswordLevel[] = ['weak', 'weak', 'fair', 'good', 'strong'];

export const PASSWORD_STRENGTH_TEXTS = {
  /** The meter's accessible name. */
  label: 'Password strength',
  status: (level: PasswordLevel) => `Strength: ${level}`,
  checking: 'Strength: checking…',
  /** The server's refusal and the form's message, before the estimator's own advice. */
  tooGuessable: 'This password is easy to guess.',
  /** Said when the estimator has no advice of its own. */
  advice: 'Add more words that are less common.',
};
