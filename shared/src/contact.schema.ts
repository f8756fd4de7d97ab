import { z } from 'zod';

export const contactSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  /** When the user last invited this contact to join, if ever. */
  invitedAt: z.string().nullable(),
});
export type Contact = z.infer<typeof contactSchema>;

export const contactImportResultSchema = z.object({
  added: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  /** The skipped rows (numbered from 1, the first record) with their reasons; the first 200 of them. */
  rows: z.array(z.object({ row: z.number().int(), reason: z.string() })),
});
export type ContactImportResult = z.infer<typeof contactImportResultSchema>;
