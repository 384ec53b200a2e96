import { apiSend } from '../../../lib/api-client';

/** POST /api/auth/request-password-reset: the same answer whether or not the address exists. */
export async function requestPasswordReset(email: string): Promise<void> {
  await apiSend('POST', '/auth/request-password-reset', { body: { email } });
}

/** POST /api/auth/reset-password: better-auth's own endpoint (its password checks apply). */
export async function resetPassword(token: string, newPassword: string): Promise<void> {
  await apiSend('POST', '/auth/reset-password', { body: { token, newPassword } });
}

/** POST /api/auth/send-verification-email for the signed-in account (rate-limited). */
export async function resendVerification(email: string): Promise<void> {
  await apiSend('POST', '/auth/send-verification-email', { body: { email } });
}
