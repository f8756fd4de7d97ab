import { z } from 'zod';

/** The most rows one page of a back-office list holds. */
export const maxPageSize = 100;

/** Which page of a list to answer, counted from 1; a page past the last one is empty. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(maxPageSize).default(25),
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
