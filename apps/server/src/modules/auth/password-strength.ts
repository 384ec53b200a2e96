import { PASSWORD_ESTIMATOR_BOUNDS, PASSWORD_STRENGTH_TEXTS } from '@phonebazaar/shared';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';

export interface PasswordEstimate {
  /** zxcvbn's score, 0 (guessed at once) to 4 (very unlikely to be guessed). */
  score: number;
  /** The estimator's warning and suggestions in one sentence or two; '' when it has none. */
  advice: string;
}

/**
 * zxcvbn-ts (issue #36 N8) with the common-password and diceware lists, the English words and
 * names, and the keyboard graphs: all shipped in the packages, nothing fetched. The same
 * dictionaries as the web's meter (apps/web/src/features/auth/utils/password-estimator.ts), so
 * the form and the server agree. Built on first use: the dictionaries take ~0.7 s to load,
 * which only the first sign-up, change or reset of a process pays, not every start.
 */
let factory: ZxcvbnFactory | undefined;
function estimator(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
    ...PASSWORD_ESTIMATOR_BOUNDS,
  });
  return factory;
}

/** How guessable `password` is; `userInputs` (the email, the name) count as known words. */
export function estimatePassword(password: string, userInputs: string[] = []): PasswordEstimate {
  // zxcvbn matches whole inputs only: 'mahfuzur.rahman@example.com' must give 'mahfuzur' and
  // 'rahman' so 'Mahfuzur@Rahman1' is known to be the person's own name.
  const words = userInputs.flatMap((input) =>
    input
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word.length >= 3),
  );
  const { score, feedback } = estimator().check(password, [...userInputs, ...words]);
  const advice = [feedback.warning, ...feedback.suggestions].filter(Boolean).join(' ');
  return { score, advice };
}

/** The refusal's words: what is wrong, then the estimator's advice (or ours). */
export function guessableMessage(estimate: PasswordEstimate): string {
  const T = PASSWORD_STRENGTH_TEXTS;
  return `${T.tooGuessable} ${estimate.advice || T.advice}`;
}
