import type { PhoneModel, PhoneModelBody } from '@phonebazaar/shared';
import { useMutation } from '@tanstack/react-query';
import { sendWithAccessToken } from '../../../lib/access-token-client';
import { phoneModelKeys } from '../../../lib/account-query-keys';
import { useSession } from '../../../lib/session';

/** PATCH /api/admin/models/:id (admin): every field; 409 MODEL_EXISTS, 404 MODEL_NOT_FOUND. */
export function editPhoneModel(id: string, body: PhoneModelBody, email: string) {
  return sendWithAccessToken<PhoneModel>(
    'PATCH',
    `/admin/models/${encodeURIComponent(id)}`,
    email,
    { body },
  );
}

export function useEditPhoneModel() {
  const email = useSession().user?.email ?? '';
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: PhoneModelBody }) =>
      editPhoneModel(id, body, email),
    meta: { invalidates: [phoneModelKeys.all] },
  });
}
