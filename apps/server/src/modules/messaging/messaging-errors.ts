import {
  MESSAGES_PER_HOUR,
  NEW_CONVERSATIONS_PER_DAY_YOUNG,
  YOUNG_ACCOUNT_DAYS,
} from '@phonebazaar/shared';
import { AppError, ForbiddenError, NotFoundError } from '../../lib/errors.ts';

/** Stable codes the web reads (decision 034). */
export const conversationNotFound = () =>
  new NotFoundError('Conversation', 'CONVERSATION_NOT_FOUND');

export const blockedError = () =>
  new ForbiddenError(
    'You cannot write to this person: one of you has blocked the other.',
    'USER_BLOCKED',
  );

/** A 429 with its limit in the message and Retry-After (the error handler sends it). */
export class MessagingLimitError extends AppError {
  constructor(
    code: 'MESSAGE_LIMIT' | 'CONVERSATION_LIMIT',
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, code, message);
  }
}

const waitOf = (oldest: Date | null, windowMs: number) =>
  Math.max(1, Math.ceil(((oldest?.getTime() ?? Date.now()) + windowMs - Date.now()) / 1000));
const inMinutes = (seconds: number) => {
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
};

export function messageLimit(oldest: Date | null): MessagingLimitError {
  const wait = waitOf(oldest, 3_600_000);
  return new MessagingLimitError(
    'MESSAGE_LIMIT',
    `You can send at most ${MESSAGES_PER_HOUR} messages per hour. Try again in ${inMinutes(wait)}.`,
    wait,
  );
}

export function conversationLimit(oldest: Date | null): MessagingLimitError {
  const wait = waitOf(oldest, 86_400_000);
  return new MessagingLimitError(
    'CONVERSATION_LIMIT',
    `Accounts younger than ${YOUNG_ACCOUNT_DAYS} days can start at most ` +
      `${NEW_CONVERSATIONS_PER_DAY_YOUNG} conversations per day. Try again in ${inMinutes(wait)}.`,
    wait,
  );
}
