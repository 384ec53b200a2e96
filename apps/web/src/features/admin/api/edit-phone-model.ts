import type { PhoneModel, PhoneModelBody } from '@phonebazaar/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendWithAccessToken } from '../../../lib/access-token-client';
import { useSession } from '../../../lib/session';
import { PHONE_MODELS_KEY } from './get-phone-models';

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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: PhoneModelBody }) =>
      editPhoneModel(id, body, email),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PHONE_MODELS_KEY }),
  });
}
