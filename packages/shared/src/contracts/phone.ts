import { z } from 'zod';
import type { Condition } from '../constants.ts';
import { ACCESSORIES, DEFECTS, type Defect, VARIANTS } from './phone-values.ts';

/**
 * What exactly a listed phone is (issue #16): the catalogue's models and the optional,
 * structured fields of a listing. The web form and the server validate with these same
 * schemas, so a message under a field is the one the server answers with.
 */

export {
  ACCESSORIES,
  type Accessory,
  DEFECTS,
  type Defect,
  VARIANTS,
  type Variant,
} from './phone-values.ts';

export const BATTERY_HEALTH_MIN = 50;
export const BATTERY_HEALTH_MAX = 100;
export const PHOTOS_MIN = 1;
export const PHOTOS_MAX = 8;
export const COLOUR_MAX = 40;
export const MODEL_NAME_MAX = 80;

/**
 * Which defects each grade may carry (the rubric in PHONE_TEXTS.grades says why): Excellent
 * none; Good only the minor ones a buyer can live with; Fair any, disclosed. A listing whose
 * grade and defects disagree is refused with CONDITION_CONFLICTS_DEFECTS.
 */
export const DEFECTS_ALLOWED_BY_CONDITION: Record<Condition, readonly Defect[]> = {
  Excellent: [],
  Good: ['dead-pixels', 'back-glass-cracked', 'battery-service'],
  Fair: DEFECTS,
};

/** The defects that contradict `condition` (empty when they agree). */
export function conflictingDefects(condition: Condition, defects: readonly Defect[]): Defect[] {
  const allowed = DEFECTS_ALLOWED_BY_CONDITION[condition];
  return defects.filter((d) => !allowed.includes(d));
}

export type ImeiCheck =
  | { ok: true; imei: string }
  | { ok: false; code: 'IMEI_LENGTH' | 'IMEI_CHECK_DIGIT'; message: string };

/** Luhn over all 15 digits: the last one is the check digit of the first 14. */
function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * An IMEI as a seller types it (dial *#06#): spaces and dashes are dropped; 15 digits with a
 * valid check digit pass. A 16-digit IMEISV gets its own message asking for the IMEI.
 */
export function checkImei(raw: string): ImeiCheck {
  const imei = raw.replace(/[\s-]/g, '');
  if (/^\d{16}$/.test(imei)) {
    return {
      ok: false,
      code: 'IMEI_LENGTH',
      message: 'That looks like a 16-digit IMEISV: enter the 15-digit IMEI (dial *#06#)',
    };
  }
  if (!/^\d{15}$/.test(imei)) {
    return { ok: false, code: 'IMEI_LENGTH', message: 'IMEI must be 15 digits (dial *#06#)' };
  }
  if (!luhnValid(imei)) {
    return {
      ok: false,
      code: 'IMEI_CHECK_DIGIT',
      message: 'IMEI check digit is wrong: please check the number (dial *#06#)',
    };
  }
  return { ok: true, imei };
}

const gb = (label: string) =>
  z
    .number({ error: `${label} must be a number of GB` })
    .int(`${label} must be a whole number of GB`)
    .min(1, `${label} must be at least 1 GB`)
    .max(4096, `${label} must be at most 4096 GB`);

/**
 * The optional structured fields of a listing, on add and edit (issue #16). Cross-field rules
 * (storage one of the model's, model of the category, grade vs defects, IMEI uniqueness) are
 * the server's; the shapes and single-field messages are here.
 */
export const listingDetailsSchema = z.object({
  modelId: z.uuid('Model must be one of the catalogue').optional(),
  storageGb: gb('Storage').optional(),
  ramGb: gb('RAM').max(64, 'RAM must be at most 64 GB').optional(),
  colour: z
    .string()
    .trim()
    .min(1, 'Colour cannot be blank')
    .max(COLOUR_MAX, `Colour must be at most ${COLOUR_MAX} characters`)
    .optional(),
  variant: z.enum(VARIANTS, { error: `Variant must be one of ${VARIANTS.join(', ')}` }).optional(),
  batteryHealth: z
    .number({ error: 'Battery health must be a number' })
    .int('Battery health must be a whole percent')
    .min(BATTERY_HEALTH_MIN, `Battery health must be at least ${BATTERY_HEALTH_MIN}%`)
    .max(BATTERY_HEALTH_MAX, `Battery health must be at most ${BATTERY_HEALTH_MAX}%`)
    .optional(),
  defects: z
    .array(z.enum(DEFECTS, { error: 'Unknown defect' }))
    .max(DEFECTS.length, `At most ${DEFECTS.length} defects`)
    .refine((list) => new Set(list).size === list.length, { message: 'A defect is listed twice' })
    .optional(),
  accessories: z
    .array(z.enum(ACCESSORIES, { error: 'Unknown accessory' }))
    .max(ACCESSORIES.length)
    .refine((list) => new Set(list).size === list.length, {
      message: 'An accessory is listed twice',
    })
    .optional(),
  /** Our own uploads; the first is the cover and must equal productImg. */
  photos: z
    .array(z.string().min(1).max(2048))
    .min(PHOTOS_MIN, `Add at least ${PHOTOS_MIN} photo`)
    .max(PHOTOS_MAX, `At most ${PHOTOS_MAX} photos`)
    .optional(),
  /** Checked by checkImei on the server, which answers IMEI_LENGTH / IMEI_CHECK_DIGIT. */
  imei: z.string().max(40, 'IMEI must be 15 digits (dial *#06#)').optional(),
});
export type ListingDetails = z.infer<typeof listingDetailsSchema>;

/** What public listing answers add (issue #16); absent fields are null or empty. */
export const listingDetailsAnswerSchema = z.object({
  modelId: z.string().nullable(),
  modelName: z.string().nullable(),
  storageGb: z.number().nullable(),
  ramGb: z.number().nullable(),
  colour: z.string().nullable(),
  variant: z.enum(VARIANTS).nullable(),
  batteryHealth: z.number().nullable(),
  defects: z.array(z.enum(DEFECTS)),
  accessories: z.array(z.enum(ACCESSORIES)),
  photos: z.array(z.string()),
  imeiOnFile: z.boolean(),
  imeiLast4: z.string().nullable(),
});
export type ListingDetailsAnswer = z.infer<typeof listingDetailsAnswerSchema>;

/** One phone model of the catalogue (GET /api/models?category=...). */
export const phoneModelSchema = z.object({
  _id: z.string(),
  categoryId: z.string(),
  name: z.string(),
  year: z.number().int(),
  storageGb: z.array(z.number().int()),
  ramGb: z.array(z.number().int()),
  colours: z.array(z.string()),
});
export type PhoneModel = z.infer<typeof phoneModelSchema>;
export const phoneModelListSchema = z.array(phoneModelSchema);

/** A list whose values must not repeat (case-insensitive for text). */
function distinct<T extends z.ZodArray<z.ZodType<string | number>>>(list: T, message: string) {
  return list.refine(
    (values) =>
      new Set(values.map((v) => (typeof v === 'string' ? v.toLowerCase() : v))).size ===
      values.length,
    { message },
  );
}

/** What an admin sends to add or edit a model (dashboard page Phone Models). */
export const phoneModelBodySchema = z
  .object({
    categoryId: z.uuid('Category must be one of the brands'),
    name: z
      .string()
      .trim()
      .min(1, 'Model name is required')
      .max(MODEL_NAME_MAX, `Model name must be at most ${MODEL_NAME_MAX} characters`),
    year: z
      .number({ error: 'Release year must be a number' })
      .int()
      .min(2000, 'Release year cannot be before 2000')
      .max(2100, 'Release year is too far ahead'),
    storageGb: distinct(
      z
        .array(gb('Storage'))
        .min(1, 'Add at least one storage option')
        .max(12, 'At most 12 storage options'),
      'A storage option is listed twice',
    ),
    ramGb: distinct(
      z.array(gb('RAM').max(64, 'RAM must be at most 64 GB')).max(12, 'At most 12 RAM options'),
      'A RAM option is listed twice',
    ),
    colours: distinct(
      z
        .array(
          z
            .string()
            .trim()
            .min(1, 'A colour cannot be blank')
            .max(COLOUR_MAX, `A colour must be at most ${COLOUR_MAX} characters`),
        )
        .max(20, 'At most 20 colours'),
      'A colour is listed twice',
    ),
  })
  .strict();
export type PhoneModelBody = z.infer<typeof phoneModelBodySchema>;
