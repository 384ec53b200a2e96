import { z } from 'zod';
import { PAGE_SIZE_MAX } from '../constants.ts';

/** Every API error body (product-decisions §7). */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/**
 * Ids are opaque strings at the API. Any string is accepted here so that a malformed or
 * over-long id gets the same 404 as an unknown one (product-decisions §3).
 */
export const idParamSchema = z.object({ id: z.string() });

export const pageQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).optional(),
    cursor: z.string().max(200).optional(),
  })
  .strict();
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** Longest text an admin list's filter box sends (issue #23 item 14). */
export const LIST_SEARCH_MAX = 100;

/**
 * A paged admin list that can be narrowed by a text (`q`): names and emails containing it,
 * any case. Without `q` it is the spec's list as before.
 */
export const searchPageQuerySchema = pageQuerySchema
  .extend({
    q: z
      .string()
      .trim()
      .max(LIST_SEARCH_MAX, `Search text must be at most ${LIST_SEARCH_MAX} characters`)
      .optional(),
  })
  .strict();
export type SearchPageQuery = z.infer<typeof searchPageQuerySchema>;

export const healthSchema = z.object({ status: z.literal('ok') });
