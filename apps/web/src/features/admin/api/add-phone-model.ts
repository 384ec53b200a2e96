import type { PhoneModel, PhoneModelBody } from '@phonebazaar/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendWithAccessToken } from '../../../lib/access-token-client';
import { useSession } from '../../../lib/session';
import { PHONE_MODELS_KEY } from './get-phone-models';

/** POST /api/admin/models (admin): 201 with the model; 409 MODEL_EXISTS for a taken name. */
export function addPhoneModel(body: PhoneModelBody, email: string) {
  return sendWithAccessToken<PhoneModel>('POST', '/admin/models', email, { body });
}

export function useAddPhoneModel() {
  const email = useSession().user?.email ?? '';
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PhoneModelBody) => addPhoneModel(body, email),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PHONE_MODELS_KEY }),
  });
}
