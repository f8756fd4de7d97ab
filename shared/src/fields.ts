import { z } from 'zod';
import { limits } from './limits';
import { validation } from './messages';
import { maxRecordId } from './record-id';

/** A numeric record id in a JSON body. */
export const recordIdSchema = z.number().int().positive().max(maxRecordId);

export const idSchema = z.coerce.number().int().positive().max(maxRecordId);
export const uuidSchema = z.uuid();
export const isoDateTimeSchema = z.string();

export const requiredText = (message: string, max: number = limits.textMaxLength) =>
  z.string({ error: message }).trim().min(1, message).max(max, validation.tooLong);

export const optionalText = (max: number = limits.textMaxLength) => z.string().trim().max(max, validation.tooLong).optional().nullable();

export const emailSchema = (message: string) =>
  z.string({ error: message }).trim().toLowerCase().max(limits.emailMaxLength, message).pipe(z.email(message));

const priceText = /^\d+(\.\d{1,2})?$/;
const groupedPrice = /^\d{1,3}(,\d{3})+(\.\d{1,2})?$/;

/** "$1,200.50" -> "1200.50": a leading dollar sign and thousands commas are allowed, nothing else is taken out. */
function normalisePrice(value: string | number) {
  const text = String(value)
    .trim()
    .replace(/^\$\s*/, '');
  return groupedPrice.test(text) ? text.replaceAll(',', '') : text;
}

/** A price as the forms hold it (text, "$1,200" allowed) or as a number; always answered as a number. */
export const priceSchema = (requiredMessage: string) =>
  z
    .union([z.number(), z.string()], { error: requiredMessage })
    .transform(normalisePrice)
    .pipe(
      z
        .string()
        .min(1, { error: requiredMessage, abort: true })
        .regex(priceText, validation.priceInvalid)
        .transform(Number)
        .pipe(z.number().max(limits.priceMax, validation.priceInvalid)),
    );

/** A price as a form or a queued write holds it ("$1,200", "1200.5", 1200), as a number; undefined when it is not one. */
export function priceOf(value: unknown): number | undefined {
  return priceSchema('').safeParse(value).data;
}

/** A place in a query, "latitude,longitude", as the pair of numbers. */
export const placeParam = z
  .string()
  .regex(/^-?\d{1,2}(\.\d+)?,-?\d{1,3}(\.\d+)?$/, 'Expected latitude,longitude')
  .transform((value) => value.split(',').map(Number) as [latitude: number, longitude: number])
  .refine(([latitude, longitude]) => Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180, 'Expected a place on Earth');

/** How many a list answers at once, in a query: a whole number from 1 to `max` (at most 99). */
export const pageLimitParam = (max: number) =>
  z
    .string()
    .regex(/^[1-9]\d?$/, 'Expected a whole number from 1')
    .transform(Number)
    .pipe(z.number().max(max));
