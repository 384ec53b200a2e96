import { PASSWORD_MIN_SCORE, PASSWORD_STRENGTH_TEXTS } from '@phonebazaar/shared';

export interface PasswordEstimate {
  /** zxcvbn's score, 0 (guessed at once) to 4. */
  score: number;
  /** The estimator's warning and suggestions; '' when it has none. */
  advice: string;
}

export type EstimatePassword = (password: string) => PasswordEstimate;

let loading: Promise<EstimatePassword> | undefined;

/**
 * The strength estimator, loaded on first use (issue #36 N8): its dictionaries are far too big
 * for a page's first load (decision 044's budget), so they arrive in a chunk of their own
 * when someone starts typing a new password. A failed load is retried on the next call.
 */
export function loadPasswordEstimator(): Promise<EstimatePassword> {
  loading ??= import('./password-estimator-impl')
    .then((module) => module.estimatePassword)
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

/**
 * The form's own refusal of an easy-to-guess password (the server's PASSWORD_TOO_WEAK, said
 * before the form is sent): the message, or null when it is strong enough or the estimator
 * could not be loaded (then the server decides).
 */
export async function guessablePasswordMessage(password: string): Promise<string | null> {
  const estimatePassword = await loadPasswordEstimator().catch(() => undefined);
  if (!estimatePassword) return null;
  const { score, advice } = estimatePassword(password);
  if (score >= PASSWORD_MIN_SCORE) return null;
  return `${PASSWORD_STRENGTH_TEXTS.tooGuessable} ${advice || PASSWORD_STRENGTH_TEXTS.advice}`;
}
