/**
 * The query keys two features share: one reads, the other refreshes after its write. A feature's
 * own keys live in its api module, built from these where they overlap.
 */
export const sharedKeys = {
  /** Sales figures: the Sales page reads them, a sale made on Edit refreshes them. */
  analytics: ['analytics'] as const,
  /** A company's page: Companies reads it, Account Settings' business profile changes it. */
  company: ['company'] as const,
};
