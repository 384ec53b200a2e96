import { PASSWORD_ESTIMATOR_BOUNDS, PASSWORD_STRENGTH_TEXTS } from '@phonebazaar/shared';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import type { PasswordEstimate } from './password-estimator';

/**
 * zxcvbn-ts with the server's dictionaries and bounds (apps/server/src/modules/auth/
 * password-strength.ts), so the meter and the server agree. Its dictionaries weigh ~1 MB
 * gzip: this module is only ever imported lazily (password-estimator.ts), never by a page.
 */
const factory = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...en.dictionary },
  graphs: common.adjacencyGraphs,
  translations: en.translations,
  ...PASSWORD_ESTIMATOR_BOUNDS,
});

export function estimatePassword(password: string): PasswordEstimate {
  const { score, feedback } = factory.check(password);
  const advice = [feedback.warning, ...feedback.suggestions].filter(Boolean).join(' ');
  return {
    score,
    advice: advice || (score < 3 ? PASSWORD_STRENGTH_TEXTS.advice : ''),
  };
}
