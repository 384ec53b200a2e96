import type { PhoneConfirmReply, PhoneStartReply, PhoneStatusReply } from '@phonebazaar/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { getWithAccessToken, sendWithAccessToken } from '../../../lib/access-token-client';
import { phoneKeys } from '../../../lib/account-query-keys';
import { useSession } from '../../../lib/session';

const useEmail = () => useSession().user?.email ?? '';

/** GET /api/phone: the caller's verified number, if any. */
export function usePhoneStatus() {
  const email = useEmail();
  return useQuery({
    queryKey: phoneKeys.mine(email),
    queryFn: () => getWithAccessToken<PhoneStatusReply>('/phone', email),
    enabled: email !== '',
  });
}

/** POST /api/phone/start: sends a 6-digit code by SMS (400 PHONE_INVALID, 409, 429). */
export function useStartPhone() {
  const email = useEmail();
  return useMutation({
    mutationFn: (phone: string) =>
      sendWithAccessToken<PhoneStartReply>('POST', '/phone/start', email, { body: { phone } }),
  });
}

/** POST /api/phone/confirm: the code proves the number (422 wrong or expired, 409, 429). */
export function useConfirmPhone() {
  const email = useEmail();
  return useMutation({
    mutationFn: (body: { phone: string; code: string }) =>
      sendWithAccessToken<PhoneConfirmReply>('POST', '/phone/confirm', email, { body }),
    meta: { invalidates: [phoneKeys.all] },
  });
}
