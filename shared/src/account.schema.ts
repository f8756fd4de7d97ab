import { z } from 'zod';
import { emailSchema, optionalText, requiredText } from './fields';
import { limits } from './limits';
import { validation } from './messages';
import { planSchema } from './user.schema';

export const profileUpdateSchema = z.object({
  firstName: requiredText(validation.firstNameRequired, limits.nameMaxLength),
  lastName: requiredText(validation.lastNameRequired, limits.nameMaxLength),
  email: emailSchema(validation.emailInvalid),
  company: optionalText(),
  currentPassword: z.string().max(limits.passwordMaxLength).optional(),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

export const businessProfileSchema = z.object({
  businessName: requiredText(validation.businessNameRequired),
  connectedSite: z.union([z.literal(''), z.url({ error: validation.urlInvalid, protocol: /^https?$/ })]),
  numberOfUsers: z.coerce
    .number({ error: validation.teamMembersRequired })
    .int(validation.teamMembersMin)
    .min(limits.teamMembersMin, validation.teamMembersMin)
    .max(100_000, validation.tooLong),
});
export type BusinessProfileInput = z.input<typeof businessProfileSchema>;
/** The business profile as kept: blank until saved (an admin, or a sample lister, has none). */
export const businessProfileAnswerSchema = z.object({
  businessName: z.string(),
  connectedSite: z.string(),
  numberOfUsers: z.number().int(),
});
export type BusinessProfile = z.output<typeof businessProfileSchema>;

export const planSummarySchema = z.object({
  plan: planSchema,
  planLabel: z.string(),
  monthlyBaseUsd: z.number(),
  rsvpFeeUsd: z.number(),
  rsvpsThisMonth: z.number().int(),
  amountThisMonthUsd: z.number(),
});
export type PlanSummary = z.infer<typeof planSummarySchema>;
