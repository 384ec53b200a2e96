import { useMutation } from '@tanstack/react-query';
import { sendWithAccessToken } from '../../../lib/access-token-client';
import { productKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';
import { uploadImage } from '../../../lib/upload-image';
import type { ModifiedReply } from './advertise-product';

/**
 * Issue #21 (decision 042): PUT /api/product/:id/verification-photo (bearer) with an uploaded
 * photo of the phone showing its listing code.
 */
export function addVerificationPhoto(id: string, photo: string, email: string) {
  return sendWithAccessToken<ModifiedReply>(
    'PUT',
    `/product/${encodeURIComponent(id)}/verification-photo`,
    email,
    { body: { photo } },
  );
}

/** Uploads the picked file (POST /api/upload, as Add Product's photos) and then attaches it. */
export function useAddVerificationPhoto() {
  const email = useSession().user?.email ?? '';
  return useMutation({
    mutationFn: async ({ id, file }: { id: string; file: File }) =>
      addVerificationPhoto(id, await uploadImage(file), email),
    meta: { invalidates: [productKeys.all] },
  });
}
