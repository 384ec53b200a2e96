import { BadRequestError, NotFoundError } from '../../lib/errors.ts';

/** Stable codes the web reads (issue #39). */
export const endpointNotAllowed = () =>
  new BadRequestError(
    'This push endpoint is not on a known push service.',
    undefined,
    'PUSH_ENDPOINT_NOT_ALLOWED',
  );

/** No subscription of the caller's has this endpoint (another person's is answered alike). */
export const subscriptionNotFound = () =>
  new NotFoundError('Push subscription', 'PUSH_SUBSCRIPTION_NOT_FOUND');
