import {
  type Condition,
  conflictingDefects,
  type Defect,
  type ListingDetails,
  PHONE_TEXTS,
} from '@phonebazaar/shared';
import { BadRequestError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';

/** What the rules need of a catalogue model (phone-models' findModel answers at least this). */
export interface PhoneModelFacts {
  categoryId: string;
  storageGb: readonly number[];
  ramGb: readonly number[];
}

export interface ListingDetailsDeps {
  findModel(id: string): Promise<PhoneModelFacts | undefined>;
  /** The stored form of one of our uploads, or undefined when the URL is not one. */
  ownImage(url: string): Promise<string | undefined>;
}

/** The listing the details are checked against: the add body, or the stored row on edit. */
export interface DetailsContext {
  categoryId: string;
  condition: Condition;
  modelId: string | null;
  storageGb: number | null;
  ramGb: number | null;
  defects: readonly string[];
}

/** The columns a valid set of details writes (only those the caller sent). */
export interface DetailColumns {
  modelId?: string;
  storageGb?: number;
  ramGb?: number;
  colour?: string;
  variant?: string;
  batteryHealth?: number;
  defects?: string[];
  accessories?: string[];
  photos?: string[];
  imeiHash?: string;
  imeiEncrypted?: string;
  imeiLast4?: string;
}

const refused = (code: string, field: string, message: string) =>
  new BadRequestError(message, { [field]: [message] }, code);

/**
 * The cross-field rules of issue #16 (shapes are the shared schema's). On edit only the rules
 * touching a sent field run, against the stored values of the others, so an old listing with
 * no details can still change its price.
 */
export async function checkListingDetails(
  deps: ListingDetailsDeps,
  context: DetailsContext,
  details: ListingDetails,
): Promise<DetailColumns> {
  const modelId = details.modelId ?? context.modelId;
  const storageGb = details.storageGb ?? context.storageGb;
  const ramGb = details.ramGb ?? context.ramGb;
  const touchesModel =
    details.modelId !== undefined || details.storageGb !== undefined || details.ramGb !== undefined;
  if (modelId && touchesModel) {
    const model = isUuid(modelId) ? await deps.findModel(modelId) : undefined;
    if (!model) {
      throw new BadRequestError(
        'Some product details are not valid.',
        { modelId: ['Choose a model from the catalogue'] },
        'INVALID_REFERENCE',
      );
    }
    if (model.categoryId !== context.categoryId) {
      throw refused('MODEL_NOT_IN_CATEGORY', 'modelId', PHONE_TEXTS.errors.MODEL_NOT_IN_CATEGORY);
    }
    if (storageGb !== null && !model.storageGb.includes(storageGb)) {
      throw refused('STORAGE_NOT_FOR_MODEL', 'storageGb', PHONE_TEXTS.errors.STORAGE_NOT_FOR_MODEL);
    }
    // Some catalogue entries do not state RAM (Apple never did): then any sane value goes.
    if (ramGb !== null && model.ramGb.length > 0 && !model.ramGb.includes(ramGb)) {
      throw refused('RAM_NOT_FOR_MODEL', 'ramGb', 'This model does not come with that RAM');
    }
  }
  if (details.defects !== undefined) {
    const conflicts = conflictingDefects(context.condition, details.defects);
    if (conflicts.length > 0) {
      const names = conflicts.map((d: Defect) => PHONE_TEXTS.defects[d]).join(', ');
      throw refused(
        'CONDITION_CONFLICTS_DEFECTS',
        'defects',
        `${PHONE_TEXTS.errors.CONDITION_CONFLICTS_DEFECTS}: ${context.condition} cannot have ${names}`,
      );
    }
  }
  const photos = details.photos === undefined ? undefined : await ownPhotos(deps, details.photos);
  return {
    ...(details.modelId !== undefined ? { modelId: details.modelId } : {}),
    ...(details.storageGb !== undefined ? { storageGb: details.storageGb } : {}),
    ...(details.ramGb !== undefined ? { ramGb: details.ramGb } : {}),
    ...(details.colour !== undefined ? { colour: details.colour } : {}),
    ...(details.variant !== undefined ? { variant: details.variant } : {}),
    ...(details.batteryHealth !== undefined ? { batteryHealth: details.batteryHealth } : {}),
    ...(details.defects !== undefined ? { defects: [...details.defects] } : {}),
    ...(details.accessories !== undefined ? { accessories: [...details.accessories] } : {}),
    ...(photos !== undefined ? { photos } : {}),
  };
}

/** Each photo in its stored form; every one must be an upload of ours, none twice. */
async function ownPhotos(deps: ListingDetailsDeps, urls: readonly string[]): Promise<string[]> {
  const stored = await Promise.all(urls.map((url) => deps.ownImage(url)));
  if (stored.some((s) => s === undefined)) {
    throw new BadRequestError(
      'Some product details are not valid.',
      { photos: ['Upload each photo first; only uploaded images can be used'] },
      'INVALID_REFERENCE',
    );
  }
  const photos = stored as string[];
  if (new Set(photos).size !== photos.length) {
    throw refused('INVALID_REFERENCE', 'photos', 'A photo is listed twice');
  }
  return photos;
}

/** The cover rule: productImg is the first photo (compared in stored form). */
export function assertCoverIsFirstPhoto(productImg: string, photos: readonly string[]): void {
  if (photos[0] !== productImg) {
    throw refused(
      'COVER_NOT_FIRST_PHOTO',
      'productImg',
      'The product image must be the first photo',
    );
  }
}
