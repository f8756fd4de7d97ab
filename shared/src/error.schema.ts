import { z } from 'zod';

export const errorBodySchema = z.object({
  message: z.string(),
  issues: z.array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const healthSchema = z.object({ ok: z.literal(true), version: z.string() });
