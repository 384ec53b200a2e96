import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_TEXTS, TEXTS } from '@phonebazaar/shared';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { SubmitButton } from '../../../components/form/submit-button';
import { InputField } from '../../../components/ui/input-field';
import { useSignUp } from '../hooks/use-sign-up';
import { type SignUpFormValues, type SignUpValues, signUpSchema } from '../utils/auth-schemas';
import { identityErrorMessage } from '../utils/identity-error-message';
import { AvatarInput } from './avatar-input';
import { PasswordStrength } from './password-strength';
import { SignUpProgress } from './sign-up-progress';

interface SignUpFormProps {
  /** `seller`: whether the account was made a seller (its first run differs, issue #46). */
  onSignedUp: (account: { seller: boolean }) => void;
  /** The Buyer/Seller toggle starts on Seller (the header's Sell, issue #46 item 2). */
  seller?: boolean;
  /** The account exists and a later step stopped: the page hides its "another account" note. */
  onResumable?: (resumable: boolean) => void;
}

/** Spec §2 Sign-up: name, email, avatar, password and the Buyer/Seller toggle. */
export function SignUpForm({ onSignedUp, onResumable, seller: asSeller = false }: SignUpFormProps) {
  const { run, progress, createdEmail } = useSignUp();
  const resumable = progress.failed && createdEmail !== null;
  useEffect(() => onResumable?.(resumable), [resumable, onResumable]);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<SignUpFormValues, unknown, SignUpValues>({
    resolver: zodResolver(signUpSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { name: '', email: '', avatar: undefined, password: '', seller: asSeller },
  });
  const seller = watch('seller');
  const roleHintId = useId();

  const onSubmit = async (values: SignUpValues) => {
    try {
      await run(values);
      toast.success(TEXTS.toast.signUp);
      onSignedUp({ seller: values.seller });
    } catch (error) {
      toast.error(identityErrorMessage(error));
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
      <InputField
        label={AUTH_TEXTS.name}
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
      <InputField
        label={AUTH_TEXTS.email}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <AvatarInput
        label={AUTH_TEXTS.avatar}
        hint="JPEG, PNG, WebP, GIF or AVIF, up to 5 MB."
        registration={register('avatar')}
        error={errors.avatar?.message}
      />
      <InputField
        label={AUTH_TEXTS.password}
        type="password"
        autoComplete="new-password"
        hint={
          <>
            At least 6 characters with an uppercase letter, a digit and one of ! @ # $ & *, and hard
            to guess.
            <PasswordStrength password={watch('password')} />
          </>
        }
        error={errors.password?.message}
        {...register('password')}
      />
      <fieldset className="flex flex-col gap-2 rounded-box border border-base-300 px-4 pt-1 pb-3">
        <legend className="px-1 font-medium text-sm">Account type</legend>
        {/* One checkbox, named for what it does; the words either side show the outcome. */}
        <label className="flex w-fit cursor-pointer items-center gap-3">
          <span aria-hidden="true" className={seller ? 'text-base-content/70' : 'font-semibold'}>
            {AUTH_TEXTS.buyer}
          </span>
          <input
            type="checkbox"
            className="toggle toggle-primary"
            aria-describedby={roleHintId}
            {...register('seller')}
          />
          <span aria-hidden="true" className={seller ? 'font-semibold' : 'text-base-content/70'}>
            {AUTH_TEXTS.seller}
          </span>
          <span className="sr-only">{AUTH_TEXTS.signUpAsSeller}</span>
        </label>
        <p id={roleHintId} className="text-base-content/70 text-xs">
          {seller
            ? `${AUTH_TEXTS.seller}: list phones for sale and manage your sales.`
            : `${AUTH_TEXTS.buyer}: book phones and pay for them.`}
        </p>
      </fieldset>
      {resumable && createdEmail && (
        <p role="status" className="rounded-box bg-info/10 px-4 py-3 text-sm">
          {AUTH_TEXTS.signUpResume(createdEmail)}
        </p>
      )}
      <SignUpProgress progress={progress} />
      <SubmitButton busy={isSubmitting}>{TEXTS.titles.signUp}</SubmitButton>
    </form>
  );
}
