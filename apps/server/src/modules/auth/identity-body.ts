import { BadRequestError, UnsupportedMediaTypeError } from '../../lib/errors.ts';

/** Body fields that hold an email address: one spelling per mailbox for limits and identity. */
const EMAIL_FIELDS = ['email', 'newEmail'] as const;

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** The address as the identity service stores it, and as every limit keys it. */
export function canonicalEmail(email: string): string {
  return email.normalize('NFKC').trim().toLowerCase();
}

const unreadable = (why: string) =>
  new BadRequestError(`The request body could not be read: ${why}.`, undefined, 'INVALID_BODY');

/** `application/json`, optionally with `charset=utf-8`; anything else is not read. */
function isJson(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const [type, ...params] = contentType.split(';').map((p) => p.trim().toLowerCase());
  if (type !== 'application/json') return false;
  return params.every((p) => !p.startsWith('charset=') || p.replace(/"/g, '') === 'charset=utf-8');
}

/**
 * Issue #14 finding 4: reads an identity POST body once, strictly, and gives back the exact
 * bytes the identity service will read, so a limit keyed on `fields.email` keys on what
 * better-auth sees. A body our reader cannot read (a UTF-8 BOM, invalid UTF-8, not JSON, not
 * an object, another content type) is refused here, before the identity service sees it.
 * Duplicate keys collapse to the last one (JSON.parse) and the email fields are written back
 * in their canonical spelling (NFKC, trimmed, lower case): `Victim@X` and `victim@x` are one
 * account to the limits and to the identity service alike.
 */
export function readIdentityBody(
  contentType: string | undefined,
  raw: unknown,
  /** Fields set whatever the client sent (e.g. change-password always revokes other sessions). */
  forced: Record<string, unknown> = {},
): { fields: Record<string, unknown>; bytes: Buffer } | undefined {
  if (!Buffer.isBuffer(raw) || raw.length === 0) return undefined;
  if (!isJson(contentType)) {
    throw new UnsupportedMediaTypeError('Send the request body as JSON.', 'JSON_REQUIRED');
  }
  let text: string;
  try {
    text = utf8.decode(raw);
  } catch {
    throw unreadable('it is not UTF-8');
  }
  // JSON (RFC 8259 §8.1) has no byte order mark; better-auth's reader would skip it.
  if (text.startsWith('\uFEFF')) throw unreadable('it starts with a byte order mark');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw unreadable('it is not JSON');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw unreadable('it is not a JSON object');
  }
  const fields = { ...(parsed as Record<string, unknown>), ...forced };
  for (const name of EMAIL_FIELDS) {
    const value = fields[name];
    if (typeof value === 'string') fields[name] = canonicalEmail(value);
  }
  return { fields, bytes: Buffer.from(JSON.stringify(fields)) };
}
