import type { PhoneModel, PhoneModelBody } from '@phonebazaar/shared';
import { useMutation } from '@tanstack/react-query';
import { sendWithAccessToken } from '../../../lib/access-token-client';
import { phoneModelKeys } from '../../../lib/account-query-keys';
import { useSession } from '../../../lib/session';

/** POST /api/admin/models (admin): 201 with the model; 409 MODEL_EXISTS for a taken name. */
export function addPhoneModel(body: PhoneModelBody, email: string) {
  return sendWithAccessToken<PhoneModel>('POST', '/admin/models', email, { body });
}

export function useAddPhoneModel() {
  const email = useSession().user?.email ?? '';
  return useMutation({
    mutationFn: (body: PhoneModelBody) => addPhoneModel(body, email),
    meta: { invalidates: [phoneModelKeys.all] },
  });
}
