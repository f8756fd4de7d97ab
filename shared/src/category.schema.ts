import { z } from 'zod';
import { requiredText } from './fields';
import { limits } from './limits';
import { validation } from './messages';
import { tagGroups } from './options';

/** A back office category as every form, filter and screen needs it: the value pieces carry, its name, whether it is offered. */
export const categoryChoiceSchema = z.object({ value: z.string(), name: z.string(), isActive: z.boolean() });
export type CategoryChoice = z.infer<typeof categoryChoiceSchema>;

/** A back office tag as the lister forms need it. */
export const tagChoiceSchema = z.object({ id: z.number().int(), name: z.string(), group: z.enum(tagGroups), isActive: z.boolean() });
export type TagChoice = z.infer<typeof tagChoiceSchema>;

/** A category value a form sends; whether it is offered is checked by the server against the categories table. */
export const categoryValueSchema = requiredText(validation.categoryRequired, limits.categoryMaxLength);
