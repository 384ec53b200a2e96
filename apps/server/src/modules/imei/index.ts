import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { createImeiCrypto } from '../../lib/imei-crypto.ts';
import { createImeiRepository } from './imei-repository.ts';
import { createImeiService } from './imei-service.ts';

export { BLOCKED_IMEI_REASON } from './imei-repository.ts';
export { imeiRoutes } from './imei-routes.ts';
export type { ImeiService } from './imei-service.ts';

/** The IMEI blocklist (issue #16); listing with a blocked IMEI is refused by the selling room. */
export function createImei({ db, env }: { db: Db; env: Env }) {
  return {
    service: createImeiService(createImeiRepository(db), createImeiCrypto(env.IMEI_KEY)),
  };
}
