import { zodResolver } from '@hookform/resolvers/zod';
import { MAIL_TEXTS, paths, TEXTS } from '@phonebazaar/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { SubmitButton } from '../../../components/form/submit-button';
import { InputField } from '../../../components/ui/input-field';
import { ApiRequestError } from '../../../lib/api-client';
import { clearAccessToken } from '../../../lib/session';
import { SESSION_QUERY_KEY } from '../api/get-session';
import { resetPassword } from '../api/password-reset';
import { newPassword } from '../utils/auth-schemas';
import { identityErrorMessage } from '../utils/identity-error-message';
import { PasswordStrength } from './password-strength';

const v = TEXTS.validation;
const R = MAIL_TEXTS.reset;

// The sign-up form's password rule and strength estimate, and the two fields must agree.
const schema = z
  .object({
    password: newPassword,
    confirm: z.string().min(1, v.passwordRequired),
  })
  .refine((values) => values.password === values.confirm, {
    path: ['confirm'],
    message: R.mismatch,
  });
type Values = z.infer<typeof schema>;

/** The reset link's page: a new password twice; afterwards every session has ended. */
export function ResetPasswordForm({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<'form' | 'done' | 'invalid'>('form');
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { password: '', confirm: '' },
  });

  const onSubmit = async ({ password }: Values) => {
    setFailure(null);
    try {
      await resetPassword(token, password);
      // The server ended every session of the account, this browser's included.
      clearAccessToken();
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
      setState('done');
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'INVALID_TOKEN') setState('invalid');
      else setFailure(identityErrorMessage(error));
    }
  };

  if (state === 'done') {
    return (
      <div className="flex flex-col gap-4">
        <p role="status" className="rounded-box bg-success/10 px-4 py-3">
          {R.done}
        </p>
        <Link to={paths.login} className="btn btn-primary w-full">
          {R.goToLogin}
        </Link>
      </div>
    );
  }
  if (state === 'invalid') return <InvalidResetLink />;
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
      <InputField
        label={R.newPassword}
        type="password"
        autoComplete="new-password"
        hint={<PasswordStrength password={watch('password')} />}
        error={errors.password?.message}
        {...register('password')}
      />
      <InputField
        label={R.confirmPassword}
        type="password"
        autoComplete="new-password"
        error={errors.confirm?.message}
        {...register('confirm')}
      />
      {failure && (
        <p role="alert" className="text-error text-sm">
          {failure}
        </p>
      )}
      <SubmitButton busy={isSubmitting}>{R.submit}</SubmitButton>
    </form>
  );
}

export function InvalidResetLink() {
  return (
    <div className="flex flex-col gap-4">
      <p role="alert" className="rounded-box bg-error/10 px-4 py-3">
        {R.invalid}
      </p>
      <Link to={paths.forgotPassword} className="btn btn-primary w-full">
        {R.askAgain}
      </Link>
    </div>
  );
}
