import { z } from 'zod';

/** The largest record id, which both databases' integer keys hold (PostgreSQL's integer has four bytes). */
export const maxRecordId = 2_147_483_647;

/** The one spelling of a numeric record id in a path: no sign, no leading zero, no other base, at most ten digits. */
export const recordIdPattern = /^[1-9]\d{0,9}$/;

/** A numeric record id in a JSON body. */
export const recordIdSchema = z.number().int().positive().max(maxRecordId);
