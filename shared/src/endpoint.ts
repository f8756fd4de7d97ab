import type { z } from 'zod';

/**
 * Who may call an endpoint: anyone; a signed-in user; a signed-in stager or realtor (and admins),
 * never a buyer; the user the path names (or who owns the record it names) and admins; only the
 * user an upload address was made for; admins.
 */
export type Access = 'public' | 'signedIn' | 'lister' | 'owner' | 'uploader' | 'admin';

/** One endpoint of the API, declared once (see endpoints.ts). */
export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The route pattern (`:name` is a parameter), from `apiRoutes`. */
  path: string;
  /** One line for the reference. */
  summary: string;
  access: Access;
  query?: z.ZodType;
  /** Headers it reads, each optional: a write's Idempotency-Key, the version an answer is based on, a signed-out buyer's request token. */
  headers?: readonly ('Idempotency-Key' | 'If-Match' | 'X-Request-Token')[];
  body?: z.ZodType;
  /** It takes a file instead of a JSON body: as the `file` field of a multipart form, or as the body's bytes. */
  takes?: 'form-file' | 'bytes';
  /** The answer of a success: JSON of this schema, unless `sends` says it is a page or a file; none: 204 No Content. */
  answer?: z.ZodType;
  /** The statuses of a success: 200 unless listed (201 where it created what it answers). */
  statuses?: readonly (200 | 201)[];
  /** What a success sends when it is not JSON: a page, a file, or a stream of server-sent events. */
  sends?: 'html' | 'file' | 'events';
}
