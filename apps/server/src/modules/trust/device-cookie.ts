import { randomBytes } from 'node:crypto';

/**
 * The long-lived first-party device id (issue #36, decision 055): 128 random bits, hex, in an
 * HttpOnly, SameSite=Lax cookie (Secure on https), set by the server on the first request that
 * needs it (sign-up, sign-in, booking and paying). It is not signed: it identifies a browser
 * to us, never an account to anyone, and a person who clears it only looks like a new device.
 */
export const DEVICE_ID_COOKIE = 'pb_device';
/** 400 days: the longest a browser keeps a cookie (Chrome caps Max-Age there). */
const MAX_AGE_SECONDS = 400 * 24 * 3600;
const DEVICE_ID = /^[0-9a-f]{32}$/;

/** The device id the request carries, if it is one of ours in shape. */
export function deviceIdIn(cookieHeader: string | undefined): string | undefined {
  for (const part of cookieHeader?.split(';') ?? []) {
    const [key, value] = part.trim().split('=');
    if (key === DEVICE_ID_COOKIE && value && DEVICE_ID.test(value)) return value;
  }
  return undefined;
}

export const newDeviceId = (): string => randomBytes(16).toString('hex');

/** The Set-Cookie value that keeps `id` on this browser. */
export function deviceCookie(id: string, secure: boolean): string {
  return `${DEVICE_ID_COOKIE}=${id}; Path=/; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}
