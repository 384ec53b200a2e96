import { SAVED_SEARCHES_LIMIT, SAVED_SEARCHES_TEXTS } from '@phonebazaar/shared';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.ts';

/** Stable codes the web reads (issue #20). Someone else's search is 404, as a missing one. */
export const savedSearchNotFound = () =>
  new NotFoundError('Saved search', 'SAVED_SEARCH_NOT_FOUND');

export const savedSearchesLimit = () =>
  new ConflictError(
    SAVED_SEARCHES_TEXTS.limitReached(SAVED_SEARCHES_LIMIT),
    'SAVED_SEARCHES_LIMIT',
  );

export const badUnsubscribeToken = () =>
  new BadRequestError(
    SAVED_SEARCHES_TEXTS.unsubscribe.failed,
    undefined,
    'UNSUBSCRIBE_TOKEN_INVALID',
  );
