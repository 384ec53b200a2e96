import type { Db } from '../../db/client.ts';
import { createPhoneRepository } from './phone-repository.ts';
import { createPhoneService } from './phone-service.ts';
import type { PhoneDeps } from './phone-types.ts';

export { phoneRoutes } from './phone-routes.ts';
export type { PhoneService } from './phone-service.ts';

/** Phone numbers verified by an SMS code (issue #36 item 1, decision 054). */
export function createPhone(deps: PhoneDeps & { db: Db }) {
  const { db, ...rest } = deps;
  return { service: createPhoneService(createPhoneRepository(db), rest) };
}
