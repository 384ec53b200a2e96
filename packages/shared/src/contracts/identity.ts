import { z } from 'zod';

/**
 * Identity, profile and upload contracts (spec §7, product-decisions §2, §5). Reply
 * shapes keep the original API's field names (`insertedId`, `isAdmin`, `geniusToken`...).
 */

/**
 * The names this server stores uploaded images under (`generateImageName` on the server and
 * the demo seed both fit). No dots, slashes or escapes, so a name can never leave its folder.
 */
export const STORED_IMAGE_NAME = /^[A-Za-z0-9_-]{1,128}\.webp$/;
const STORED_IMAGE_PATH = /^\/images\/[A-Za-z0-9_-]{1,128}\.webp$/;
export const PHOTO_URL_MAX = 2048;
export const PHOTO_URL_MESSAGE = 'Photo must be an uploaded image or an https:// picture link';

/**
 * Issue #44: the server's refusal of a picture link says where pictures may come from: our
 * uploads, or the sites it allows (IMAGE_ORIGINS, Google's avatar host with Google sign-in).
 */
export function photoUrlRefusal(origins: readonly string[]): string {
  if (origins.length === 0) {
    return 'Photo must be a picture uploaded here: this server accepts no picture links from other sites';
  }
  const sites =
    origins.length === 1
      ? origins[0]
      : `${origins.slice(0, -1).join(', ')} or ${origins[origins.length - 1]}`;
  return `Photo must be a picture uploaded here or an https:// link to a picture on ${sites}`;
}

/**
 * A profile picture as the client may send it (issue #14 finding 5): '' (none), one of our
 * uploads (`/images/<name>`, or the absolute URL an API answer gave), or a picture link. This is
 * the shape only; the server then normalises it and checks the origin against its settings
 * (lib/image-url.ts), so `/images/../api/jwt`, `%2e%2e`, backslashes, `javascript:`, `data:`
 * and `http:` never reach a page.
 */
export const photoUrlSchema = z
  .string()
  .trim()
  .max(PHOTO_URL_MAX, PHOTO_URL_MESSAGE)
  .refine(
    (v) =>
      v === '' ||
      STORED_IMAGE_PATH.test(v) ||
      // http: only for our own absolute upload URLs on a plain-http PUBLIC_URL (development).
      (/^https?:\/\/[^\s\\]+$/i.test(v) && !/%2e|%2f|%5c|\/\.\.?(\/|$)/i.test(v)),
    { message: PHOTO_URL_MESSAGE },
  );

export const PROFILE_NAME_MAX = 100;
/** C0/C1 controls and the bidirectional overrides that can disguise a name. */
export const NAME_CONTROL_CHARACTERS =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** A person's name on every path that writes a profile (issue #14 finding 6). */
export const profileNameSchema = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(PROFILE_NAME_MAX, `Name must be at most ${PROFILE_NAME_MAX} characters`)
  .refine((v) => !NAME_CONTROL_CHARACTERS.test(v), {
    message: 'Name cannot contain control characters',
  });

export const recordUserBodySchema = z
  .object({
    email: z.email().max(254),
    // '' keeps the identity's own name (a social sign-in without one); else the name rules.
    name: z.union([z.literal(''), profileNameSchema]),
    photoURL: photoUrlSchema,
    // Never 'admin' (product-decisions §2): admins are made by an admin, ADMIN_EMAILS or the CLI.
    role: z.enum(['', 'seller']),
  })
  .strict();
export type RecordUserBody = z.infer<typeof recordUserBodySchema>;

export const recordUserReplySchema = z.union([
  z.object({ acknowledged: z.literal(true), insertedId: z.string() }),
  z.object({ acknowledged: z.literal(true), modifiedCount: z.number().int() }),
]);

export const updateMeBodySchema = z
  .object({ name: profileNameSchema.optional(), photoURL: photoUrlSchema.optional() })
  .strict();
export const modifiedReplySchema = z.object({
  acknowledged: z.literal(true),
  modifiedCount: z.number().int(),
});

export const emailParamSchema = z.object({ email: z.string().min(1).max(254) }).strict();
export const emailQuerySchema = z.object({ email: z.string().min(1).max(254) }).strict();

export const isAdminReplySchema = z.object({ isAdmin: z.boolean() });
export const isSellerOrAdminReplySchema = z.object({ isSellerOrAdmin: z.boolean() });
export const isVerifyReplySchema = z.object({ isVerify: z.boolean() });
export const tokenReplySchema = z.object({ geniusToken: z.string() });

/** GET /api/auth-config: which social sign-in buttons can work. */
export const authConfigSchema = z.object({
  emailPassword: z.boolean(),
  social: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type AuthConfig = z.infer<typeof authConfigSchema>;

/** What the social sign-in popup posts to its opener (and on its BroadcastChannel). */
export const SOCIAL_POPUP_MESSAGE_TYPE = 'phonebazaar:social-sign-in';
export const SOCIAL_POPUP_CHANNEL = 'phonebazaar-auth';
export const socialPopupMessageSchema = z.object({
  type: z.literal(SOCIAL_POPUP_MESSAGE_TYPE),
  ok: z.boolean(),
  error: z.string().optional(),
});
export type SocialPopupMessage = z.infer<typeof socialPopupMessageSchema>;

export const uploadReplySchema = z.object({
  success: z.literal(true),
  data: z.object({ url: z.string() }),
});
