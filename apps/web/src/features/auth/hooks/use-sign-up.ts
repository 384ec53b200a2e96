import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { uploadImage } from '../../../lib/upload-image';
import { refreshSession } from '../api/get-session';
import { recordUser } from '../api/record-user';
import { signUpWithEmail } from '../api/sign-up';
import { updateProfile } from '../api/update-profile';
import type { SignUpValues } from '../utils/auth-schemas';
import { finishSignIn } from '../utils/finish-sign-in';

export const SIGN_UP_STEPS = ['account', 'upload', 'profile', 'finish'] as const;
export type SignUpStep = (typeof SIGN_UP_STEPS)[number];

export interface SignUpProgress {
  /** The step running now, or the one that failed; null before the first submit. */
  step: SignUpStep | null;
  uploadPercent: number;
  failed: boolean;
}

/** What already happened on the server, so a retry resumes instead of starting over. */
interface Done {
  email: string;
  photo?: { file: File; url: string };
}

/**
 * Sign-up in the order of spec §4: create the account, upload the avatar, update the
 * profile, record the user (role 'seller' only if the toggle is on), then fetch the token.
 * The account exists (and is signed in) after the first step, so a failure later must not
 * send the user back to "create account", which would now say the email is taken.
 */
export function useSignUp() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<SignUpProgress>({
    step: null,
    uploadPercent: 0,
    failed: false,
  });
  const done = useRef<Done | null>(null);

  const go = (step: SignUpStep) => setProgress((p) => ({ ...p, step, failed: false }));

  async function run(values: SignUpValues): Promise<void> {
    const { name, email, password, seller } = values;
    const file = values.avatar?.[0];
    if (!file) throw new Error('Choose an avatar first.');
    if (done.current && done.current.email !== email) done.current = null;

    try {
      go('account');
      if (!done.current) {
        await signUpWithEmail({ name, email, password });
        done.current = { email };
      }

      go('upload');
      let photoURL = done.current.photo?.file === file ? done.current.photo.url : undefined;
      if (!photoURL) {
        setProgress((p) => ({ ...p, uploadPercent: 0 }));
        photoURL = await uploadImage(file, {
          onProgress: (uploadPercent) => setProgress((p) => ({ ...p, uploadPercent })),
        });
        done.current.photo = { file, url: photoURL };
      }

      go('profile');
      await updateProfile({ name, photoURL });
      await recordUser({ email, name, photoURL, role: seller ? 'seller' : '' });

      go('finish');
      await finishSignIn(queryClient);
    } catch (error) {
      setProgress((p) => ({ ...p, failed: true }));
      // Signed in from step one on: let the navbar say so even though a later step failed.
      if (done.current) void refreshSession(queryClient).catch(() => {});
      throw error;
    }
  }

  /** The email of an account this form already created (a retry resumes it), else null. */
  const createdEmail =
    progress.step && progress.step !== 'account' ? (done.current?.email ?? null) : null;
  return { run, progress, createdEmail };
}
