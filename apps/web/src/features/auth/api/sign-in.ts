import { apiSend } from '../../../lib/api-client';

export interface SignInInput {
  email: string;
  password: string;
}

/** POST /api/auth/sign-in/email: sets the identity session cookie on success. */
export async function signInWithEmail(input: SignInInput): Promise<void> {
  await apiSend('POST', '/auth/sign-in/email', { body: input });
}
