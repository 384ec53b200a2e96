import { apiSend } from '../../../lib/api-client';

/** POST /api/auth/sign-out: ends the identity session on the server (product-decisions §2). */
export async function signOut(): Promise<void> {
  await apiSend('POST', '/auth/sign-out');
}
