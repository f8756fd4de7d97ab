import { z } from 'zod';
import { furnitureSchema } from './furniture.schema';
import { rsvpSchema } from './rsvp.schema';

export const syncChangesQuerySchema = z.object({ since: z.coerce.number().int().min(0).default(0) });

export const syncChangeSchema = z.union([
  z.object({ op: z.literal('upsert'), entity: z.enum(['furniture', 'favorite']), id: z.string(), data: furnitureSchema }),
  z.object({ op: z.literal('upsert'), entity: z.literal('rsvp'), id: z.string(), data: rsvpSchema }),
  z.object({ op: z.literal('delete'), entity: z.enum(['furniture', 'favorite', 'rsvp']), id: z.string() }),
]);
export type SyncChange = z.infer<typeof syncChangeSchema>;

/** What changed for the signed-in user after a sequence number: own listings, saved pieces and RSVPs, deletions included. */
export const syncChangesSchema = z.object({ sequence: z.number().int(), more: z.boolean(), changes: z.array(syncChangeSchema) });
export type SyncChanges = z.infer<typeof syncChangesSchema>;
