import {
  REVIEW_ERROR_CODES as CODES,
  REVIEW_CHIPS,
  REVIEW_TEXTS,
  type ReviewTag,
} from '@phonebazaar/shared';
import { BadRequestError } from '../../lib/errors.ts';

const ANSWERS: readonly ReviewTag[] = ['as_described', 'not_as_described'];

/**
 * The tags a review stores (issue #45 item 2): the chips of the author's side, plus the buyer's
 * answer to "Was the phone as described?" as as_described / not_as_described (none when not
 * answered, so it counts neither way). A chip of the other side, or a seller's answer, is a
 * 400 on `tags`. A buyer's as_described tag sent as a chip (an older page) is a "yes".
 */
export function reviewTagsOf(
  role: 'buyer' | 'seller',
  body: { tags: ReviewTag[]; asDescribed?: boolean },
): ReviewTag[] {
  const chips: readonly ReviewTag[] = REVIEW_CHIPS[role];
  const answered = body.tags.filter((tag) => ANSWERS.includes(tag));
  const refuse = (message: string) =>
    new BadRequestError(message, { tags: [message] }, CODES.tagNotForSide);
  if (role === 'seller' && (body.asDescribed !== undefined || answered.length > 0)) {
    throw refuse(REVIEW_TEXTS.onlyBuyerAnswers);
  }
  if (body.tags.some((tag) => !chips.includes(tag) && !ANSWERS.includes(tag))) {
    throw refuse(REVIEW_TEXTS.chipNotForSide);
  }
  const fromTag = answered[0] === undefined ? undefined : answered[0] === 'as_described';
  const clash =
    fromTag !== undefined && body.asDescribed !== undefined && fromTag !== body.asDescribed;
  if (answered.length > 1 || clash) throw refuse(REVIEW_TEXTS.onlyBuyerAnswers);
  const answer = body.asDescribed ?? fromTag;
  const kept = [...new Set(body.tags.filter((tag) => chips.includes(tag)))];
  if (answer === undefined) return kept;
  return [answer ? 'as_described' : 'not_as_described', ...kept];
}
