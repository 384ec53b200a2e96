import { useMutation } from '@tanstack/react-query';
import { sendWithAccessToken } from '../../../lib/access-token-client';
import { adminKeys } from '../../../lib/account-query-keys';
import { useSession } from '../../../lib/session';
import type { ModifiedReply } from './admin-keys';

/** PUT /api/users/makeadmin/:id (admin): modifiedCount 0 when the account already is one. */
export function makeAdmin(id: string, email: string): Promise<ModifiedReply> {
  return sendWithAccessToken<ModifiedReply>(
    'PUT',
    `/users/makeadmin/${encodeURIComponent(id)}`,
    email,
  );
}

export function useMakeAdmin() {
  const email = useSession().user?.email ?? '';
  return useMutation({
    mutationFn: (id: string) => makeAdmin(id, email),
    // An admin leaves All Seller and All Buyers too, so every admin list is refreshed.
    meta: { invalidates: [adminKeys.all], onlyWhenModified: true },
  });
}
