/**
 * The push services a subscription's endpoint may be on (issue #39, decision 064), as data.
 * The server posts only to these (and to PUSH_ENDPOINT_ORIGINS, for tests), never to an
 * address a user chose. `*.` allows any subdomain; always https on the default port.
 */
export const KNOWN_PUSH_HOSTS: readonly string[] = [
  // Chrome, Edge on Android, Opera, Samsung Internet and other Chromium browsers (FCM).
  'fcm.googleapis.com',
  // Old Chrome subscriptions (GCM), still answered by FCM.
  'android.googleapis.com',
  // Firefox (Mozilla autopush).
  'updates.push.services.mozilla.com',
  'push.services.mozilla.com',
  // Edge on Windows (WNS).
  '*.notify.windows.com',
  // Safari on macOS and iOS/iPadOS 16.4+ home-screen apps.
  'web.push.apple.com',
  '*.push.apple.com',
];

function hostAllowed(host: string): boolean {
  return KNOWN_PUSH_HOSTS.some((known) =>
    known.startsWith('*.')
      ? host.endsWith(known.slice(1)) && host.length > known.length - 1
      : host === known,
  );
}

/** Whether the server may post to `endpoint`: a known push service, or an origin given. */
export function pushEndpointAllowed(endpoint: string, extraOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (extraOrigins.includes(url.origin)) return true;
  return url.protocol === 'https:' && url.port === '' && hostAllowed(url.hostname.toLowerCase());
}
