import type { Db } from '../../db/client.ts';
import { createPhoneModelsRepository } from './phone-models-repository.ts';
import { createPhoneModelsService } from './phone-models-service.ts';

export { phoneModelsRoutes } from './phone-models-routes.ts';
// What other rooms may use: the selling room checks a listing's model and storage with it.
export type { FoundModel, PhoneModelsService } from './phone-models-service.ts';

export interface PhoneModelsDeps {
  db: Db;
  /** The catalogue's check: a model belongs to one of the brand categories. */
  categoryExists(id: string): Promise<boolean>;
}

/** The phone catalogue (issue #16): models per brand, their storage, RAM and colours. */
export function createPhoneModels({ db, categoryExists }: PhoneModelsDeps) {
  const service = createPhoneModelsService(createPhoneModelsRepository(db), categoryExists);
  return {
    service,
    /** The model with `id` (undefined for an unknown or malformed id). */
    findModel: (id: string) => service.findModel(id),
  };
}

export type PhoneModels = ReturnType<typeof createPhoneModels>;
