import { addProductBodySchema } from '@phonebazaar/shared';
import type { z } from 'zod';

/**
 * The server's own schema minus the three seller fields, which this client never sends
 * (decision record 006). Validating with it means a message under a field is the one the
 * server would answer with, and the output (trimmed text, normalised phone) is the body.
 */
export const addProductFormSchema = addProductBodySchema.omit({
  sellerEmail: true,
  sellerName: true,
  sellerImg: true,
});

/**
 * What the inputs hold. While the form is filled in some are still missing (undefined);
 * the resolver, not the type, is what guarantees a complete body.
 */
export type AddProductFormValues = z.input<typeof addProductFormSchema>;
/** The POST /api/addproduct body. */
export type NewProduct = z.output<typeof addProductFormSchema>;

export type AddProductField = keyof NewProduct;
export const ADD_PRODUCT_FIELDS = Object.keys(addProductFormSchema.shape) as AddProductField[];

/** Empty inputs mean "not given", so zod answers '{Field} is required' rather than NaN. */
export const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
export const toNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);
