import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_TEXTS, MAIL_TEXTS, TEXTS } from '@phonebazaar/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { SubmitButton } from '../../../components/form/submit-button';
import { InputField } from '../../../components/ui/input-field';
import { requestPasswordReset } from '../api/password-reset';
import { identityErrorMessage } from '../utils/identity-error-message';

const schema = z.object({
  email: z
    .string()
    .trim()
    .min(1, TEXTS.validation.emailRequired)
    .pipe(z.email(AUTH_TEXTS.errors.invalidEmailFormat)),
});
type Values = z.infer<typeof schema>;

/**
 * Forgot password (issue #14): asks for the address and says the same thing afterwards
 * whether or not an account uses it, so the page never tells who has an account.
 */
export function ForgotPasswordForm() {
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '' },
  });

  const onSubmit = async ({ email }: Values) => {
    setFailure(null);
    try {
      await requestPasswordReset(email);
      setSent(true);
    } catch (error) {
      setFailure(identityErrorMessage(error));
    }
  };

  if (sent) {
    return (
      <p role="status" className="rounded-box bg-success/10 px-4 py-3">
        {MAIL_TEXTS.forgot.sent}
      </p>
    );
  }
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
      <InputField
        label={AUTH_TEXTS.email}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      {failure && (
        <p role="alert" className="text-error text-sm">
          {failure}
        </p>
      )}
      <SubmitButton busy={isSubmitting}>{MAIL_TEXTS.forgot.submit}</SubmitButton>
    </form>
  );
}
