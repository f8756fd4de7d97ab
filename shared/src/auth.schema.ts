import { z } from 'zod';
import { emailSchema, optionalText, requiredText } from './fields';
import { limits } from './limits';
import { validation } from './messages';
import { userTypes } from './options';

const passwordSchema = z
  .string({ error: validation.passwordTooShort })
  .min(limits.passwordMinLength, validation.passwordTooShort)
  .max(limits.passwordMaxLength, validation.tooLong);

export const loginSchema = z.object({
  email: emailSchema(validation.emailInvalid),
  password: passwordSchema,
});
export type LoginInput = z.input<typeof loginSchema>;

export const registerSchema = z.object({
  firstName: requiredText(validation.firstNameRequired, limits.nameMaxLength),
  lastName: requiredText(validation.lastNameRequired, limits.nameMaxLength),
  email: emailSchema(validation.emailInvalid),
  password: passwordSchema,
  userType: z.enum(userTypes, { error: validation.userTypeRequired }),
  company: optionalText(),
});
export type RegisterInput = z.input<typeof registerSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema(validation.emailInvalid) });
export const resetPasswordSchema = z.object({
  token: z.string().min(16).max(200),
  password: passwordSchema,
});
/** The token of an email confirmation link. */
export const confirmEmailSchema = z.object({ token: z.string().min(16).max(200) });
/** What confirming an email did: how many requests made signed out with it joined the account. */
export const confirmEmailAnswerSchema = z.object({ joinedRequests: z.number().int() });
export type ConfirmEmailAnswer = z.infer<typeof confirmEmailAnswerSchema>;

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1).max(limits.passwordMaxLength),
  newPassword: passwordSchema,
});
