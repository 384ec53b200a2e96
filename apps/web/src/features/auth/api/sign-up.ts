import { apiSend } from '../../../lib/api-client';

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
}

/** POST /api/auth/sign-up/email: creates the identity and signs it in (session cookie). */
export async function signUpWithEmail(input: SignUpInput): Promise<void> {
  await apiSend('POST', '/auth/sign-up/email', { body: input });
}
