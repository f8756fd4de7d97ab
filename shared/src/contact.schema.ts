import { z } from 'zod';

export const contactSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
});
export type Contact = z.infer<typeof contactSchema>;

export const contactImportResultSchema = z.object({
  added: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  rows: z.array(z.object({ row: z.number().int(), result: z.enum(['added', 'updated', 'skipped']), reason: z.string().nullable() })),
});
export type ContactImportResult = z.infer<typeof contactImportResultSchema>;
