import { z } from 'zod';
import { emailSchema, recordIdSchema, requiredText } from './fields';
import { limits } from './limits';
import { validation } from './messages';

/** Why an RSVP is refused beyond the form's rules (the spec has none: a past open house is ours). */
export const rsvpFormSchema = z.object({
  firstName: requiredText(validation.firstNameRequired, limits.nameMaxLength),
  lastName: requiredText(validation.lastNameRequired, limits.nameMaxLength),
  email: emailSchema(validation.rsvpEmailInvalid),
});
export type RsvpFormInput = z.input<typeof rsvpFormSchema>;

export const createRsvpSchema = rsvpFormSchema.extend({
  id: z.uuid().optional(),
  propertyId: recordIdSchema,
  furnitureId: z.string().min(1).max(64).optional().nullable(),
});
export type CreateRsvpInput = z.input<typeof createRsvpSchema>;

export const rsvpSchema = z.object({
  id: z.string(),
  propertyId: z.number().int(),
  furnitureId: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  createdAt: z.string(),
});
export type Rsvp = z.infer<typeof rsvpSchema>;
