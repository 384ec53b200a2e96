import { type PhoneModel, type PhoneModelBody, phoneModelBodySchema } from '@phonebazaar/shared';
import type { FieldError, FieldErrors } from 'react-hook-form';
import { z } from 'zod';

/** What the dialog's inputs hold: the lists are typed as comma-separated text. */
export interface PhoneModelFormValues {
  categoryId: string;
  name: string;
  year: string;
  storageGb: string;
  ramGb: string;
  colours: string;
}

const items = (text: unknown) =>
  typeof text === 'string'
    ? text
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : text;
// "128 GB" is read as 128; anything else that is not a number stays NaN for the schema's message.
const numbers = (text: unknown) => {
  const list = items(text);
  return Array.isArray(list) ? list.map((s) => Number(String(s).replace(/\s*gb$/i, ''))) : list;
};
const yearOf = (text: unknown) =>
  typeof text === 'string' && text.trim() !== '' ? Number(text) : undefined;

const shape = phoneModelBodySchema.shape;

/** The shared body schema, fed from text: the form shows the server's own messages. */
export const phoneModelFormSchema = phoneModelBodySchema.extend({
  year: z.preprocess(yearOf, shape.year),
  storageGb: z.preprocess(numbers, shape.storageGb),
  ramGb: z.preprocess(numbers, shape.ramGb),
  colours: z.preprocess(items, shape.colours),
});

export function formValuesOf(model: PhoneModel | undefined, categoryId: string) {
  return {
    categoryId: model?.categoryId ?? categoryId,
    name: model?.name ?? '',
    year: model ? String(model.year) : '',
    storageGb: model?.storageGb.join(', ') ?? '',
    ramGb: model?.ramGb.join(', ') ?? '',
    colours: model?.colours.join(', ') ?? '',
  } satisfies PhoneModelFormValues;
}

/** A field's first message, whether it is the list's own or one of its items'. */
export function messageOf(error: FieldErrors[string] | FieldError | undefined): string | undefined {
  if (!error) return undefined;
  if (typeof error.message === 'string' && error.message) return error.message;
  if (Array.isArray(error)) {
    for (const item of error) {
      const message = messageOf(item as FieldError | undefined);
      if (message) return message;
    }
  }
  return undefined;
}

export type { PhoneModelBody };
