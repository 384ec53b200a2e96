import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_TEXTS, paths, TEXTS } from '@phonebazaar/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { SubmitButton } from '../../../components/form/submit-button';
import { InputField } from '../../../components/ui/input-field';
import { signInWithEmail } from '../api/sign-in';
import { type LoginValues, loginSchema } from '../utils/auth-schemas';
import { finishSignIn } from '../utils/finish-sign-in';
import { identityErrorMessage } from '../utils/identity-error-message';

/**
 * Email and password sign-in (spec §2 Login). Validation first runs on submit, then again on
 * every change (spec §5), so nobody is scolded while still typing for the first time.
 */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = async (values: LoginValues) => {
    try {
      await signInWithEmail(values);
      await finishSignIn(queryClient);
      toast.success(TEXTS.toast.login);
      onSignedIn();
    } catch (error) {
      toast.error(identityErrorMessage(error));
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
      <InputField
        label={AUTH_TEXTS.email}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <InputField
        label={AUTH_TEXTS.password}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      {/* Spec §2's 'Forgot Password?' item, now with a target (issue #14). */}
      <Link
        to={paths.forgotPassword}
        className="-mt-2 link link-hover self-start text-base-content/70 text-sm"
      >
        {TEXTS.forgotPassword}
      </Link>
      <SubmitButton busy={isSubmitting}>{TEXTS.nav.login}</SubmitButton>
    </form>
  );
}
