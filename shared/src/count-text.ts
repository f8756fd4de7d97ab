import { groupDigits } from './en-us';

/** A count with its noun in the right number: "1 listing", "2 listings", "1,200 listings". */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${groupDigits(count)} ${count === 1 ? singular : plural}`;
}

/** Which rows of how many one page shows: "26–50 of 240 listings"; a page with no rows says only the count. */
export function rangeOf(page: { page: number; pageSize: number; total: number }, singular: string, plural = `${singular}s`): string {
  const first = (page.page - 1) * page.pageSize + 1;
  const all = countOf(page.total, singular, plural);
  if (first > page.total) return all;
  const last = Math.min(page.total, first + page.pageSize - 1);
  return `${groupDigits(first)}–${groupDigits(last)} of ${all}`;
}
