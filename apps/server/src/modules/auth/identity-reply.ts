import { absoluteImageUrl } from '../../lib/absolute-image-url.ts';

/**
 * better-auth's duplicate sign-up codes; answered 409 (product-decisions §7 lists 409 for a
 * conflict, never 422; decision 023 says why the answer stays explicit).
 */
const DUPLICATE_CODES = new Set(['USER_ALREADY_EXISTS', 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL']);

/** Drops every `token` field at the top or one level down (`session.token`, session lists). */
function withoutTokens(value: unknown, depth = 0): { value: unknown; changed: boolean } {
  if (value === null || typeof value !== 'object' || depth > 2) return { value, changed: false };
  if (Array.isArray(value)) {
    let changed = false;
    const items = value.map((item) => {
      const result = withoutTokens(item, depth + 1);
      changed ||= result.changed;
      return result.value;
    });
    return { value: items, changed };
  }
  let changed = false;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (key === 'token') {
      changed = true;
      continue;
    }
    const result = withoutTokens(item, depth + 1);
    changed ||= result.changed;
    copy[key] = result.value;
  }
  return { value: copy, changed };
}

/**
 * The signed-in user's picture on PUBLIC_URL (decision 025): better-auth answers `user.image`
 * as stored (`/images/<name>`), which a client on another origin cannot show.
 */
function withAbsoluteUserImage(
  value: unknown,
  publicUrl: string,
): { value: unknown; changed: boolean } {
  const user = (value as { user?: unknown } | null)?.user;
  if (user === null || typeof user !== 'object' || Array.isArray(user))
    return { value, changed: false };
  const image = (user as { image?: unknown }).image;
  if (typeof image !== 'string') return { value, changed: false };
  const absolute = absoluteImageUrl(publicUrl, image);
  if (absolute === image) return { value, changed: false };
  return { value: { ...(value as object), user: { ...user, image: absolute } }, changed: true };
}

/**
 * What the client gets from an identity answer (issue #14 finding 15): the session token
 * lives in the HttpOnly cookie only, so better-auth's copies in JSON (sign-in, sign-up,
 * get-session, list-sessions) are removed where a script could read them; a duplicate
 * sign-up is 409 instead of 422; the user's picture is absolute (decision 025). Anything that is not a JSON object or array passes as is.
 */
export function clientIdentityReply(
  path: string,
  status: number,
  contentType: string | null,
  body: Buffer,
  publicUrl: string,
): { status: number; body: Buffer } {
  if (!contentType?.toLowerCase().startsWith('application/json') || body.length === 0) {
    return { status, body };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return { status, body };
  }
  const code = (parsed as { code?: unknown } | null)?.code;
  if (
    path === '/api/auth/sign-up/email' &&
    status === 422 &&
    typeof code === 'string' &&
    DUPLICATE_CODES.has(code)
  ) {
    return { status: 409, body };
  }
  const stripped = withoutTokens(parsed);
  const pictured = withAbsoluteUserImage(stripped.value, publicUrl);
  if (!stripped.changed && !pictured.changed) return { status, body };
  return { status, body: Buffer.from(JSON.stringify(pictured.value)) };
}
