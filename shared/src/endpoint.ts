import type { z } from 'zod';

/**
 * Who may call an endpoint: anyone; a signed-in user; the user the path names (or who owns the
 * record it names) and admins; only the user an upload address was made for; admins.
 */
export type Access = 'public' | 'signedIn' | 'owner' | 'uploader' | 'admin';

/** One endpoint of the API, declared once (see endpoints.ts). */
export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The route pattern (`:name` is a parameter), from `apiRoutes`. */
  path: string;
  /** One line for the reference. */
  summary: string;
  access: Access;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The answer of a success: JSON of this schema, unless `sends` says it is a page or a file; none: 204 No Content. */
  answer?: z.ZodType;
  /** 201 for an endpoint that creates what it answers; 200 otherwise. */
  status?: 201;
  sends?: 'json' | 'html' | 'file';
}
