import type { Env } from '../../env.ts';

/** Every action with an abuse limit (issue #7 item 5, decision 011). */
export type LimitedAction =
  | 'sign-in'
  | 'sign-up'
  | 'social-start'
  | 'token'
  | 'upload'
  | 'booking'
  | 'report'
  | 'verify-email'
  | 'password-reset'
  | 'profile'
  | 'listing'
  | 'contact'
  | 'check'
  | 'notification-read'
  | 'phone-code';

export interface ActionLimit {
  windowSeconds: number;
  /** Attempts per client IP per window. */
  perIp: number;
  /** Attempts per account (the email signed in with, or typed into a sign-in) per window. */
  perAccount: number;
  /** What the caller is told, before "Try again in ...". */
  message: string;
}

/** The limits in force, all from env.ts so operators and tests tune them in one place. */
export function limitTable(env: Env): Record<LimitedAction, ActionLimit> {
  const auth = {
    windowSeconds: env.AUTH_RATE_LIMIT_WINDOW_SECONDS,
    perIp: env.AUTH_RATE_LIMIT_PER_IP,
    perAccount: env.AUTH_RATE_LIMIT_PER_EMAIL,
  };
  const windowSeconds = env.RATE_LIMIT_WINDOW_SECONDS;
  return {
    'sign-in': { ...auth, message: 'Too many sign-in attempts.' },
    'sign-up': { ...auth, message: 'Too many sign-up attempts.' },
    'social-start': { ...auth, message: 'Too many sign-in attempts.' },
    token: {
      windowSeconds,
      perIp: env.TOKEN_RATE_LIMIT_PER_IP,
      perAccount: env.TOKEN_RATE_LIMIT_PER_ACCOUNT,
      message: 'Too many sign-in token requests.',
    },
    upload: {
      windowSeconds,
      perIp: env.UPLOAD_RATE_LIMIT_PER_IP,
      perAccount: env.UPLOAD_RATE_LIMIT_PER_ACCOUNT,
      message: 'Too many pictures uploaded.',
    },
    booking: {
      windowSeconds,
      perIp: env.BOOKING_RATE_LIMIT_PER_IP,
      perAccount: env.BOOKING_RATE_LIMIT_PER_ACCOUNT,
      message: 'Too many bookings.',
    },
    report: {
      windowSeconds,
      perIp: env.REPORT_RATE_LIMIT_PER_IP,
      perAccount: env.REPORT_RATE_LIMIT_PER_ACCOUNT,
      message: 'Too many reports.',
    },
    // Each one sends a mail: tight per address, so nobody can flood someone's inbox (issue #14).
    'verify-email': {
      windowSeconds,
      perIp: env.MAIL_RATE_LIMIT_PER_IP,
      perAccount: env.MAIL_RATE_LIMIT_PER_ACCOUNT,
      message: 'Too many verification mails asked for.',
    },
    'password-reset': {
      windowSeconds,
      perIp: env.MAIL_RATE_LIMIT_PER_IP,
      perAccount: env.MAIL_RATE_LIMIT_PER_ACCOUNT,
      message: 'Too many password reset mails asked for.',
    },
    profile: {
      windowSeconds,
      perIp: env.PROFILE_RATE_LIMIT_PER_IP,
      perAccount: env.PROFILE_RATE_LIMIT_PER_ACCOUNT,
      message: 'Too many profile changes.',
    },
    listing: {
      windowSeconds,
      perIp: env.LISTING_RATE_LIMIT_PER_IP,
      perAccount: env.LISTING_RATE_LIMIT_PER_ACCOUNT,
      message: 'Too many new listings.',
    },
    // Visitors are anonymous: the per-account count never applies, the IP's does.
    contact: {
      windowSeconds,
      perIp: env.CONTACT_RATE_LIMIT_PER_IP,
      perAccount: env.CONTACT_RATE_LIMIT_PER_IP,
      message: 'Too many messages sent.',
    },
    // Issue #36 N6: the self-test's page and report by listing code, mostly from signed-out
    // phones, so the IP is what counts; a guesser pays one request per code tried.
    check: {
      windowSeconds,
      perIp: env.CHECK_RATE_LIMIT_PER_IP,
      perAccount: env.CHECK_RATE_LIMIT_PER_IP,
      message: 'Too many self-test pages opened.',
    },
    // Issue #36 N3: marking notices read is cheap for a person and was free for a script.
    'notification-read': {
      windowSeconds,
      perIp: env.NOTIFICATION_READ_RATE_LIMIT_PER_IP,
      perAccount: env.NOTIFICATION_READ_RATE_LIMIT_PER_ACCOUNT,
      message: 'Too many notifications marked as read.',
    },
    // Issue #36: each one sends an SMS, which costs money.
    'phone-code': {
      windowSeconds,
      perIp: env.SMS_RATE_LIMIT_PER_IP,
      perAccount: env.SMS_RATE_LIMIT_PER_ACCOUNT,
      message: 'Too many phone codes asked for.',
    },
  };
}

/** "Try again in 3 minutes." from a wait in seconds. */
export function retryText(seconds: number): string {
  if (seconds < 60) return `Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return `Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
  return `Try again in ${Math.ceil(minutes / 60)} hours.`;
}
