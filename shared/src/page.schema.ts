import { z } from 'zod';

/** The most rows one page of a back-office list holds. */
export const maxPageSize = 100;

/** A count in a query string, spelt one way: decimal digits, no sign, no leading zero, no exponent. */
const countParam = (max: number) =>
  z
    .string()
    .regex(/^[1-9]\d{0,6}$/, 'Expected a whole number from 1')
    .transform(Number)
    .pipe(z.number().max(max));

/**
 * Which page of a list to answer, counted from 1; a page past the last one is empty. A list's query takes
 * only the parameters its schema names: one it does not know is a 400, not ignored.
 */
export const pageQuerySchema = z.strictObject({
  page: countParam(1_000_000).default(1),
  pageSize: countParam(maxPageSize).default(25),
});
export type PageQuery = z.output<typeof pageQuerySchema>;

/** What every paged answer carries beside its rows: which page it is and how many rows match the filters in all. */
export const pageInfoSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type PageInfo = z.infer<typeof pageInfoSchema>;

/** The rows before the page's first one. */
export const offsetOf = (q: PageQuery): number => (q.page - 1) * q.pageSize;
