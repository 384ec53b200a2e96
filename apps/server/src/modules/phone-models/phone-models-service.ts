import type { PhoneModel, PhoneModelBody } from '@phonebazaar/shared';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { PhoneModelRow, PhoneModelsRepository } from './phone-models-repository.ts';

/** What another room may learn about a model (the selling room checks a listing against it). */
export interface FoundModel {
  id: string;
  categoryId: string;
  name: string;
  storageGb: number[];
  ramGb: number[];
  colours: string[];
}

const toDto = ({ id, ...rest }: PhoneModelRow): PhoneModel => ({ _id: id, ...rest });

const duplicate = () =>
  new ConflictError('This brand already has a model with that name', 'MODEL_EXISTS');

export function createPhoneModelsService(
  models: PhoneModelsRepository,
  categoryExists: (id: string) => Promise<boolean>,
) {
  const knownCategory = async (id: string) => isUuid(id) && (await categoryExists(id));

  /** An admin's body naming a brand that does not exist is the body's fault: 400, not 404. */
  async function assertCategory(body: PhoneModelBody) {
    if (!(await knownCategory(body.categoryId))) {
      throw new BadRequestError(
        'Some model details are not valid.',
        { categoryId: ['Category must be one of the brands'] },
        'INVALID_REFERENCE',
      );
    }
  }

  return {
    /** A brand's models, newest first; an unknown or malformed brand is a 404 like its page. */
    async list(categoryId: string): Promise<PhoneModel[]> {
      if (!(await knownCategory(categoryId))) {
        throw new NotFoundError('Category', 'CATEGORY_NOT_FOUND');
      }
      return (await models.listByCategory(categoryId)).map(toDto);
    },

    async add(body: PhoneModelBody, actorId: string): Promise<PhoneModel> {
      await assertCategory(body);
      const row = await models.insert(body, actorId);
      if (!row) throw duplicate();
      return toDto(row);
    },

    async edit(id: string, body: PhoneModelBody, actorId: string): Promise<PhoneModel> {
      if (!isUuid(id)) throw new NotFoundError('Model', 'MODEL_NOT_FOUND');
      await assertCategory(body);
      const row = await models.update(id, body, actorId);
      if (row === 'duplicate') throw duplicate();
      if (row) return toDto(row);
      if (await models.find(id)) {
        throw new ConflictError(
          'Listings name this model, so it cannot move to another brand',
          'MODEL_IN_USE',
        );
      }
      throw new NotFoundError('Model', 'MODEL_NOT_FOUND');
    },

    async findModel(id: string): Promise<FoundModel | undefined> {
      if (!isUuid(id)) return undefined;
      const row = await models.find(id);
      if (!row) return undefined;
      const { year: _year, ...found } = row;
      return found;
    },
  };
}

export type PhoneModelsService = ReturnType<typeof createPhoneModelsService>;
