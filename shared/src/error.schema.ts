import { z } from 'zod';

export const errorBodySchema = z.object({
  message: z.string(),
  issues: z.array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/**
 * What GET /api/health answers: whether the database answers a read and takes a write (ok when both),
 * 200 when it does both, else 503 with a message saying which it cannot.
 */
export const healthSchema = z.object({
  ok: z.boolean(),
  version: z.string(),
  read: z.boolean(),
  write: z.boolean(),
  message: z.string().optional(),
});
export type Health = z.infer<typeof healthSchema>;
