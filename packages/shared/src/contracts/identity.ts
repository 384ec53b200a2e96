import { z } from 'zod';

/**
 * Identity, profile and upload contracts (spec §7, product-decisions §2, §5). Reply
 * shapes keep the original API's field names (`insertedId`, `isAdmin`, `geniusToken`...).
 */

/** '' or an absolute http(s) URL or an uploaded image path (`/images/...`). */
export const photoUrlSchema = z
  .string()
  .max(2048)
  .refine((v) => v === '' || v.startsWith('/images/') || /^https?:\/\/\S+$/i.test(v), {
    message: 'Photo must be an http(s) URL or an uploaded image',
  });

export const recordUserBodySchema = z
  .object({
    email: z.email().max(254),
    name: z.string().max(100),
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
  .object({ name: z.string().min(1).max(100).optional(), photoURL: photoUrlSchema.optional() })
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
