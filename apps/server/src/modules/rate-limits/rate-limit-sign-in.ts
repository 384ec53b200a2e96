import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Env } from '../../env.ts';
import { TooManyRequestsError } from '../../lib/errors.ts';
import type { RateLimitRepository } from './rate-limit-repository.ts';
import { retryText } from './rate-limit-table.ts';

/** Prefix of the remembered "this address signed in to this account" marks (decision 023). */
export const KNOWN_PREFIX = 'sign-in:known:';
/** How long an address that signed in successfully stays known. */
export const KNOWN_WINDOW_SECONDS = 30 * 24 * 3600;
/** The longest wait an unknown device is ever asked for: a slow-down, never a lockout. */
export const MAX_DELAY_SECONDS = 60;
/** The browser's mark of the accounts it signed in to (HMAC tags, nothing readable). */
export const DEVICE_COOKIE = 'pb_known';
const DEVICE_TAGS_KEPT = 8;
const MESSAGE = 'Too many sign-in attempts.';

/** What `before` found out, handed back to `after` with the identity service's answer. */
export interface SignInAttempt {
  ip: string;
  email: string;
  counted: string[];
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

/**
 * Issue #14 finding 10 (decision 023): sign-in limits no stranger can turn into a lockout.
 * - per IP (any email) and per IP+email: attempts that did not succeed, hard 429s (they only
 *   ever stop the address that makes them);
 * - per email across all addresses: failures slow unknown devices down, one attempt per a
 *   doubling wait (2 s ... 60 s), never more;
 * - a known device (this browser's signed tag, or an address that signed in to this account
 *   in the last 30 days) skips the per-email slow-down;
 * - a successful sign-in is taken back from every counter.
 */
export function createSignInLimits(repo: RateLimitRepository, env: Env) {
  const window = env.AUTH_RATE_LIMIT_WINDOW_SECONDS;
  const perIp = env.AUTH_RATE_LIMIT_PER_IP;
  const perEmail = env.AUTH_RATE_LIMIT_PER_EMAIL;
  const tagKey = createHmac('sha256', env.AUTH_SECRET)
    .update('phonebazaar:known-device:v1')
    .digest();

  const tagOf = (email: string) =>
    createHmac('sha256', tagKey).update(email).digest('base64url').slice(0, 22);
  const tagsIn = (cookie: string | undefined) =>
    (cookieValue(cookie, DEVICE_COOKIE) ?? '').split('.').filter((t) => t.length === 22);
  const hasTag = (cookie: string | undefined, email: string) => {
    const wanted = Buffer.from(tagOf(email));
    return tagsIn(cookie).some((t) => timingSafeEqual(Buffer.from(t), wanted));
  };
  const keys = (ip: string, email: string) => ({
    ip: `sign-in:ip:${ip}`,
    ipEmail: `sign-in:ip-account:${ip}|${email}`,
    failures: `sign-in:account:${email}`,
    gate: `sign-in:gate:${email}`,
    known: `${KNOWN_PREFIX}${email}|${ip}`,
  });
  const refuse = (seconds: number) =>
    new TooManyRequestsError(`${MESSAGE} ${retryText(seconds)}`, seconds);
  const waitOf = (windowStart: Date, seconds: number) =>
    Math.max(1, Math.ceil((windowStart.getTime() + seconds * 1000 - Date.now()) / 1000));

  /** Marks the address and this browser as known to `email` (after sign-in or sign-up). */
  async function remember(ip: string, email: string, cookie: string | undefined) {
    await repo.hit([keys(ip, email).known], KNOWN_WINDOW_SECONDS);
    const tag = tagOf(email);
    const tags = [tag, ...tagsIn(cookie).filter((t) => t !== tag)].slice(0, DEVICE_TAGS_KEPT);
    const secure = env.PUBLIC_URL.startsWith('https://') ? '; Secure' : '';
    return `${DEVICE_COOKIE}=${tags.join('.')}; Path=/api/auth; Max-Age=${KNOWN_WINDOW_SECONDS}; HttpOnly; SameSite=Lax${secure}`;
  }

  return {
    /** Counts one attempt and throws 429 when this address or the slow-down refuses it. */
    async before(ip: string, email: string, cookie: string | undefined): Promise<SignInAttempt> {
      const k = keys(ip, email);
      const counted = [k.ip, k.ipEmail];
      const counts = await repo.hit(counted, window);
      for (const [key, limit] of [
        [k.ip, perIp],
        [k.ipEmail, perEmail],
      ] as const) {
        const row = counts.get(key);
        if (row && row.count > limit) throw refuse(waitOf(row.windowStart, window));
      }
      const known =
        hasTag(cookie, email) ||
        ((await repo.peek([k.known], KNOWN_WINDOW_SECONDS)).get(k.known) ?? 0) > 0;
      if (!known) {
        const failures = (await repo.peek([k.failures], window)).get(k.failures) ?? 0;
        if (failures >= perEmail) {
          const delay = Math.min(2 ** (failures - perEmail + 1), MAX_DELAY_SECONDS);
          const gate = (await repo.hit([k.gate], delay)).get(k.gate);
          if (gate && gate.count > 1) {
            // A slowed attempt never reached the identity service: it does not count here.
            await repo.undo(counted);
            throw refuse(waitOf(gate.windowStart, delay));
          }
        }
      }
      return { ip, email, counted };
    },

    /**
     * The identity service's answer: a success is taken back and remembers the address;
     * a wrong password counts against the email. Returns the device cookie to set, if any.
     */
    async after(attempt: SignInAttempt, status: number, cookie: string | undefined) {
      const k = keys(attempt.ip, attempt.email);
      if (status === 401) {
        await repo.hit([k.failures], window);
        return undefined;
      }
      if (status < 200 || status >= 300) return undefined;
      await repo.undo(attempt.counted);
      return remember(attempt.ip, attempt.email, cookie);
    },

    remember,
  };
}

export type SignInLimits = ReturnType<typeof createSignInLimits>;
