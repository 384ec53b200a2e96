/** What SMS_URL names: the account, its key, where the API lives and the sending number. */
export interface TwilioTarget {
  accountSid: string;
  authToken: string;
  /** `https://api.twilio.com`; an `http://` base only in tests (env.ts refuses it elsewhere). */
  apiBase: string;
  from: string;
}

/**
 * Reads `twilio://ACCOUNT_SID:AUTH_TOKEN@api.twilio.com?from=+15005550006` (and, in tests,
 * `twilio+http://SID:TOKEN@127.0.0.1:PORT?from=...`). A `+` in a query reads as a space, so a
 * sending number typed with its `+` unescaped is taken as meant.
 */
export function parseTwilioUrl(value: string): TwilioTarget | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const scheme =
    url.protocol === 'twilio:' ? 'https' : url.protocol === 'twilio+http:' ? 'http' : null;
  const accountSid = decodeURIComponent(url.username);
  const authToken = decodeURIComponent(url.password);
  const rawFrom = url.searchParams.get('from') ?? '';
  const from = rawFrom.startsWith(' ') ? `+${rawFrom.trim()}` : rawFrom.trim();
  if (
    !scheme ||
    !url.host ||
    !accountSid ||
    !authToken ||
    !/^\+\d{6,15}$|^[A-Za-z0-9 ]{1,11}$/.test(from)
  ) {
    return null;
  }
  return { accountSid, authToken, apiBase: `${scheme}://${url.host}`, from };
}
