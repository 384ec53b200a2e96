import { apiSend } from '../../../lib/api-client';

export interface ProfileChange {
  name?: string;
  photoURL?: string;
}

/**
 * PATCH /api/users/me: name and photo, applied to the identity and the marketplace profile
 * alike. The session cookie is enough, and is all there is during sign-up.
 */
export async function updateProfile(change: ProfileChange): Promise<void> {
  await apiSend('PATCH', '/users/me', { body: change });
}
