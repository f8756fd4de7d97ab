import { z } from 'zod';
import { billingStatuses, plans, roles, userTypes } from './options';

export const userTypeSchema = z.enum(userTypes);
export const roleSchema = z.enum(roles);
export const planSchema = z.enum(plans);
export const billingStatusSchema = z.enum(billingStatuses);

/** A user as every answer shows it: never a password, hash or secret. */
export const userSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  userType: roleSchema,
  company: z.string().nullable(),
  companyId: z.number().int().nullable(),
  isVerified: z.boolean(),
  /** The account's email was confirmed by a link sent to it. */
  emailConfirmed: z.boolean(),
  isActive: z.boolean(),
  plan: planSchema,
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const userAnswerSchema = z.object({ user: userSchema });
export type UserAnswer = z.infer<typeof userAnswerSchema>;

/** GET /api/auth/session: the signed-in user, or null for a visitor. */
export const sessionAnswerSchema = z.object({ user: userSchema.nullable() });
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;
