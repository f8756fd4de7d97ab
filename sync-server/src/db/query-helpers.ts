/** The first instant (UTC) of this month, or of a month `monthsAgo` before it, as stored timestamps compare. */
export function monthStart(monthsAgo = 0): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, 1)).toISOString();
}

/** A LIKE pattern matching `text` anywhere; LIKE's own wildcards in the text are dropped. */
export const containsPattern = (text: string): string => `%${text.replace(/[%_\\]/g, '')}%`;

/** SQLite answers counts and sums as numbers or null; a missing one is 0. */
export const toCount = (value: unknown): number => Number(value ?? 0);
