import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  PHONE_CODE_MAX_TRIES,
  PHONE_CODE_TTL_MINUTES,
  PHONE_VERIFY_TEXTS,
  type PhoneConfirmReply,
  type PhoneStartReply,
  type PhoneStatusReply,
} from '@phonebazaar/shared';
import { normalisePhone } from '@phonebazaar/shared/phone-number';
import type { AuthUser } from '../../lib/access.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import {
  AppError,
  BadRequestError,
  ConflictError,
  TooManyRequestsError,
} from '../../lib/errors.ts';
import { retryText } from '../rate-limits/index.ts';
import type { PhoneRepository } from './phone-repository.ts';
import type { PhoneDeps } from './phone-types.ts';

const T = PHONE_VERIFY_TEXTS;
/** The wait after 5 wrong codes (issue #36: "then the person waits"). */
export const PHONE_LOCK_MINUTES = 15;

const invalidPhone = () =>
  new BadRequestError(T.errors.invalidPhone, { phone: [T.errors.invalidPhone] }, 'PHONE_INVALID');
const inUse = () => new ConflictError(T.errors.inUse, 'PHONE_IN_USE');
const locked = (until: Date) => {
  const seconds = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
  return new TooManyRequestsError(
    `${T.errors.locked} ${retryText(seconds)}`,
    seconds,
    'PHONE_CODE_LOCKED',
  );
};
const unprocessable = (code: string, message: string) =>
  new AppError(422, code, message, { code: [message] });

/** The stored form of a code: an HMAC keyed by the server's secret, bound to account and number. */
export function hashPhoneCode(secret: string, userId: string, phone: string, code: string) {
  return createHmac('sha256', `${secret}:phone-codes`)
    .update(`${userId}:${phone}:${code}`)
    .digest('hex');
}

function parsePhone(input: string): string {
  const phone = normalisePhone(input);
  if (!phone) throw invalidPhone();
  return phone;
}

/**
 * Verifying a phone number by SMS code (issue #36 item 1, decision 054): a 6-digit code from a
 * cryptographic generator, kept only as an HMAC under the server's secret (a stolen table does
 * not give 6-digit codes away to a brute force), valid 10 minutes, single use, 5 wrong tries and
 * then a wait. The number is written to the account (through users' door) only once proven.
 */
export function createPhoneService(repository: PhoneRepository, deps: PhoneDeps) {
  const { users, sms, secret } = deps;
  const hash = (userId: string, phone: string, code: string) =>
    hashPhoneCode(secret, userId, phone, code);
  const same = (a: string, b: string) =>
    a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

  return {
    async status(user: AuthUser): Promise<PhoneStatusReply> {
      const phone = await users.verifiedPhoneOf(user.id);
      return { phone, phoneVerified: phone !== null };
    },

    async start(user: AuthUser, input: string): Promise<PhoneStartReply> {
      const phone = parsePhone(input);
      const expiresAt = await repository.transaction(async (tx) => {
        const row = await repository.lockRow(tx, user.id);
        if (row?.lockedUntil && row.lockedUntil.getTime() > Date.now())
          throw locked(row.lockedUntil);
        if (await users.phoneVerifiedElsewhere(phone, user.id, tx)) throw inUse();
        if ((await users.verifiedPhoneOf(user.id, tx)) === phone) {
          throw new ConflictError(T.verifiedAs(phone), 'PHONE_ALREADY_VERIFIED');
        }
        const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
        const at = await repository.saveCode(tx, {
          userId: user.id,
          phone,
          codeHash: hash(user.id, phone, code),
          ttlSeconds: PHONE_CODE_TTL_MINUTES * 60,
        });
        // In the same transaction: the SMS exists exactly when the code does.
        await sms.enqueueSms({ kind: 'phone-code', to: phone, text: T.sms(code) }, tx);
        return at;
      });
      return { phone, expiresAt: expiresAt.toISOString() };
    },

    async confirm(user: AuthUser, input: string, code: string): Promise<PhoneConfirmReply> {
      const phone = parsePhone(input);
      // A wrong try must be counted even though it is refused: the transaction returns the
      // refusal and it is thrown after the commit.
      let refusal: AppError | undefined;
      try {
        refusal = await repository.transaction(async (tx) => {
          const row = await repository.lockRow(tx, user.id);
          if (row?.lockedUntil && row.lockedUntil.getTime() > Date.now()) {
            return locked(row.lockedUntil);
          }
          if (!row?.codeHash || row.phone !== phone || !row.expiresAt) {
            return unprocessable('PHONE_CODE_MISSING', T.errors.noCode);
          }
          if (row.expiresAt.getTime() <= Date.now()) {
            return unprocessable('PHONE_CODE_EXPIRED', T.errors.expired);
          }
          if (!same(row.codeHash, hash(user.id, phone, code))) {
            const after = await repository.recordWrong(
              tx,
              user.id,
              PHONE_CODE_MAX_TRIES,
              PHONE_LOCK_MINUTES * 60,
            );
            if (after?.lockedUntil && after.wrongTries >= PHONE_CODE_MAX_TRIES) {
              return locked(after.lockedUntil);
            }
            const left = PHONE_CODE_MAX_TRIES - (after?.wrongTries ?? PHONE_CODE_MAX_TRIES);
            return unprocessable('PHONE_CODE_WRONG', T.errors.wrongCode(left));
          }
          if (await users.phoneVerifiedElsewhere(phone, user.id, tx)) return inUse();
          await users.setVerifiedPhone(user.id, phone, tx);
          await repository.consume(tx, user.id);
          return undefined;
        });
      } catch (error) {
        // Two accounts confirming one number at once: the index lets one through.
        if (isUniqueViolation(error, users.verifiedPhoneIndex)) throw inUse();
        throw error;
      }
      if (refusal) throw refusal;
      return { phoneVerified: true, phone };
    },
  };
}

export type PhoneService = ReturnType<typeof createPhoneService>;
