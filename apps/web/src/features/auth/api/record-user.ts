import type { RecordUserBody } from '@phonebazaar/shared';
import { apiSend } from '../../../lib/api-client';

/**
 * POST /api/users (spec §7): records the marketplace profile with the session cookie. An
 * idempotent upsert on the server that never lowers a role, so repeating it is harmless.
 */
export async function recordUser(body: RecordUserBody): Promise<void> {
  await apiSend('POST', '/users', { body });
}
