import {
  AUTH_TEXTS,
  MIN_PASSWORD_LENGTH,
  NAME_CONTROL_CHARACTERS,
  PROFILE_NAME_MAX,
  STRONG_PASSWORD,
  TEXTS,
} from '@phonebazaar/shared';
import { z } from 'zod';
import { imageFileProblem } from '../../../lib/image-file';
import { guessablePasswordMessage } from './password-estimator';

const v = TEXTS.validation;
const { errors } = AUTH_TEXTS;

/**
 * Spec §5 checks with their verbatim messages. Within a field the checks run in this order
 * and the form shows the first failing one, so "required" wins over "too short".
 */
const email = z.string().trim().min(1, v.emailRequired).pipe(z.email(errors.invalidEmailFormat));

/** The server's name rule (issue #14 finding 6), with the form's own "required" message. */
const name = z
  .string()
  .trim()
  .min(1, v.nameRequired)
  .max(PROFILE_NAME_MAX, `Name must be at most ${PROFILE_NAME_MAX} characters`)
  .refine((value) => !NAME_CONTROL_CHARACTERS.test(value), {
    message: 'Name cannot contain control characters',
  });

export const loginSchema = z.object({
  email,
  password: z.string().min(1, v.passwordRequired).min(MIN_PASSWORD_LENGTH, v.loginPasswordMin),
});
export type LoginValues = z.infer<typeof loginSchema>;

/**
 * A required image from a file input (a FileList, or nothing before the first pick), checked
 * by its content, not its name, before anything is created (issue #23 item 1).
 */
const avatar = z.custom<FileList | undefined>().superRefine(async (files, ctx) => {
  const file = files?.[0];
  if (!file) {
    ctx.addIssue({ code: 'custom', message: v.avatarRequired });
    return;
  }
  const problem = await imageFileProblem(file);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/**
 * A new password (sign-up, reset): the spec's rule, then the strength estimate the server
 * also requires (issue #36 N8), checked only once the rule holds.
 */
export const newPassword = z
  .string()
  .min(1, v.passwordRequired)
  .min(MIN_PASSWORD_LENGTH, v.signupPasswordMin)
  .regex(STRONG_PASSWORD, v.passwordStrong)
  .superRefine(async (password, ctx) => {
    if (password.length < MIN_PASSWORD_LENGTH || !STRONG_PASSWORD.test(password)) return;
    const message = await guessablePasswordMessage(password);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

export const signUpSchema = z.object({
  name,
  email,
  avatar,
  password: newPassword,
  seller: z.boolean(),
});
export type SignUpFormValues = z.input<typeof signUpSchema>;
export type SignUpValues = z.output<typeof signUpSchema>;

/** Profile: the name stays required; a new photo is optional but must be a usable image. */
export const profileSchema = z.object({
  name,
  photo: z.custom<FileList | undefined>().superRefine(async (files, ctx) => {
    const file = files?.[0];
    if (!file) return;
    const problem = await imageFileProblem(file);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
});
export type ProfileFormValues = z.input<typeof profileSchema>;
export type ProfileValues = z.output<typeof profileSchema>;
