import { z } from 'zod';
import { apiRoutes } from '../api-paths';
import type { Endpoint } from '../endpoint';
import { syncChangesQuerySchema, syncChangesSchema, syncPushAnswerSchema, syncPushSchema } from '../sync.schema';

/** How devices stay in step: the change feed, a batch of queued writes, and the live stream that says when to pull. */
export const syncEndpoints = {
  syncChanges: {
    method: 'GET',
    path: apiRoutes.syncChanges,
    summary: "What changed for the user's devices since a sequence number, a page at a time",
    access: 'signedIn',
    query: syncChangesQuerySchema,
    answer: syncChangesSchema,
  },
  syncPush: {
    method: 'POST',
    path: apiRoutes.syncPush,
    summary: "A device's queued writes (at most 100), each run as its own call with its Idempotency-Key; one answer per write",
    access: 'public',
    body: syncPushSchema,
    answer: syncPushAnswerSchema,
  },
  syncEvents: {
    method: 'GET',
    path: apiRoutes.syncEvents,
    summary: 'A server-sent event stream that says when to pull',
    access: 'public',
    answer: z.string(),
    sends: 'events',
  },
} as const satisfies Record<string, Endpoint>;
