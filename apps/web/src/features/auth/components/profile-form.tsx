import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_TEXTS } from '@phonebazaar/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { InputField } from '../../../components/ui/input-field';
import type { SessionUser } from '../../../lib/session';
import { uploadImage } from '../../../lib/upload-image';
import { refreshSession, SESSION_QUERY_KEY } from '../api/get-session';
import { updateProfile } from '../api/update-profile';
import { type ProfileFormValues, type ProfileValues, profileSchema } from '../utils/auth-schemas';
import { identityErrorMessage } from '../utils/identity-error-message';
import { AvatarInput } from './avatar-input';

/** Display name and photo (spec §1 Identity: profile update), saved via PATCH /api/users/me. */
export function ProfileForm({ user }: { user: SessionUser }) {
  const queryClient = useQueryClient();
  const [uploadPercent, setUploadPercent] = useState<number | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ProfileFormValues, unknown, ProfileValues>({
    resolver: zodResolver(profileSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { name: user.displayName, photo: undefined },
  });

  const onSubmit = async ({ name, photo }: ProfileValues) => {
    try {
      const file = photo?.[0];
      let photoURL: string | undefined;
      if (file) {
        setUploadPercent(0);
        // The identity session cookie is enough, and unlike a stored token it cannot be stale.
        photoURL = await uploadImage(file, { onProgress: setUploadPercent });
      }
      await updateProfile({ name, ...(photoURL ? { photoURL } : {}) });
      // The navbar reads the session: show the change at once, then confirm with the server.
      queryClient.setQueryData<SessionUser | null>(SESSION_QUERY_KEY, (old) =>
        old ? { ...old, displayName: name, photoURL: photoURL ?? old.photoURL } : old,
      );
      void refreshSession(queryClient).catch(() => {});
      reset({ name, photo: undefined });
      toast.success(AUTH_TEXTS.profileSaved);
    } catch (error) {
      toast.error(identityErrorMessage(error));
    } finally {
      setUploadPercent(null);
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
      <InputField
        label="Display name"
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
      <InputField label={AUTH_TEXTS.email} value={user.email} readOnly disabled />
      <AvatarInput
        label="Photo"
        hint="Leave empty to keep your current photo. Up to 5 MB."
        currentUrl={user.photoURL || undefined}
        registration={register('photo')}
        error={errors.photo?.message}
      />
      {uploadPercent !== null && (
        <div className="flex flex-col gap-1" role="status">
          <progress
            className="progress progress-primary w-full"
            value={uploadPercent}
            max={100}
            aria-label="Uploading photo"
          />
          <span className="text-sm">Uploading photo {uploadPercent}%…</span>
        </div>
      )}
      <button
        type="submit"
        className="btn btn-primary self-start"
        disabled={isSubmitting || !isDirty}
      >
        {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        Save changes
      </button>
    </form>
  );
}
