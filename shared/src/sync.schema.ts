import { z } from 'zod';
import { pieceSchema } from './piece.schema';
import { maxRecordId } from './record-id';
import { rsvpSchema } from './rsvp.schema';

/** A sequence number is a record id of the change feed: one past what either database holds is refused alike. */
export const syncChangesQuerySchema = z.object({ since: z.coerce.number().int().min(0).max(maxRecordId).default(0) });

export const syncChangeSchema = z.union([
  z.object({ op: z.literal('upsert'), entity: z.enum(['furniture', 'favorite']), id: z.string(), data: pieceSchema }),
  z.object({ op: z.literal('upsert'), entity: z.literal('rsvp'), id: z.string(), data: rsvpSchema }),
  z.object({ op: z.literal('delete'), entity: z.enum(['furniture', 'favorite', 'rsvp']), id: z.string() }),
]);
export type SyncChange = z.infer<typeof syncChangeSchema>;

/** What changed for the signed-in user after a sequence number: own listings, saved pieces and RSVPs, deletions included. */
export const syncChangesSchema = z.object({ sequence: z.number().int(), more: z.boolean(), changes: z.array(syncChangeSchema) });
export type SyncChanges = z.infer<typeof syncChangesSchema>;

/** One queued write in a batch: its idempotency key, the entity it belongs to (a write that fails holds back the later writes of its entity), and the request it stands for. */
export const syncMutationSchema = z.object({
  id: z.string().regex(/^[\w-]{8,100}$/, 'A mutation id must be 8 to 100 letters, digits, - or _'),
  entity: z.string().min(1).max(200),
  method: z.enum(['POST', 'PUT', 'PATCH', 'DELETE']),
  url: z
    .string()
    .max(500)
    .regex(/^\/api\//, 'A mutation url is a path of the API'),
  body: z.record(z.string(), z.unknown()).optional(),
  /** The version the write was based on, as the If-Match header would carry it. */
  ifMatch: z.string().max(40).optional(),
  /** A signed-out buyer's token for the request the write answers, as the X-Request-Token header would carry it: for this write only. */
  requestToken: z.string().min(1).max(200).optional(),
});
export type SyncMutation = z.infer<typeof syncMutationSchema>;

export const syncPushSchema = z.object({ mutations: z.array(syncMutationSchema).min(1) });

/**
 * What became of each write, in the order sent: applied, replayed (sent before: the stored answer),
 * conflict (412, `body.current` holds the server's row), refused (another 4xx, `body.message` says
 * why), held (not tried: an earlier write of its entity did not go through) or failed (5xx, try again).
 */
export const syncPushResultSchema = z.object({
  id: z.string(),
  outcome: z.enum(['applied', 'replayed', 'conflict', 'refused', 'held', 'failed']),
  status: z.number().int(),
  body: z.unknown(),
});
export type SyncPushResult = z.infer<typeof syncPushResultSchema>;
export const syncPushAnswerSchema = z.object({ results: z.array(syncPushResultSchema) });
export type SyncPushAnswer = z.infer<typeof syncPushAnswerSchema>;
