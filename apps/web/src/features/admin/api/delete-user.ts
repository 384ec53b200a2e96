import { useMutation } from '@tanstack/react-query';
import { sendWithAccessToken } from '../../../lib/access-token-client';
import { adminKeys } from '../../../lib/account-query-keys';
import { productKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';
import type { DeletedReply } from './admin-keys';

/** DELETE /api/users/delete/:id (admin, All User): any role; 403 SELF_DELETE for oneself. */
export function deleteUser(id: string, email: string): Promise<DeletedReply> {
  return sendWithAccessToken<DeletedReply>(
    'DELETE',
    `/users/delete/${encodeURIComponent(id)}`,
    email,
  );
}

export function useDeleteUser() {
  const email = useSession().user?.email ?? '';
  return useMutation({
    mutationFn: (id: string) => deleteUser(id, email),
    // Spec §4: whatever the answer, the list refreshes. The account's unsold listings
    // leave the market with it (decision 009), so the product lists refresh too.
    // A gone account leaves every admin list, and its listings every product list.
    meta: { invalidates: [adminKeys.all, productKeys.all] },
  });
}
