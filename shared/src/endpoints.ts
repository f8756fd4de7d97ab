/**
 * The API's endpoints, each declared once: method, path, who may call it, its query, body and answer
 * as zod schemas. The server registers these routes from here, checks every answer against its schema
 * in its tests, and serves the OpenAPI document made from them. Paths come from `apiRoutes`, which
 * the app also reads without loading zod.
 */
import type { z } from 'zod';
import { accountEndpoints } from './endpoints/account.endpoints';
import { adminEndpoints } from './endpoints/admin.endpoints';
import { appEndpointParts } from './endpoints/app-parts';
import { authEndpoints } from './endpoints/auth.endpoints';
import { buyerEndpoints } from './endpoints/buyer.endpoints';
import { contactsEndpoints } from './endpoints/contacts.endpoints';
import { requestsEndpoints } from './endpoints/requests.endpoints';
import { piecesEndpoints } from './endpoints/pieces.endpoints';
import { publicEndpoints } from './endpoints/public.endpoints';
import { syncEndpoints } from './endpoints/sync.endpoints';

/** The table's parts by domain: the app loads one part's schemas when it first reads an answer of it. */
export const endpointParts = { ...appEndpointParts, admin: adminEndpoints };

export type EndpointPart = keyof typeof endpointParts;

export const endpoints = {
  ...publicEndpoints,
  ...authEndpoints,
  ...accountEndpoints,
  ...buyerEndpoints,
  ...requestsEndpoints,
  ...contactsEndpoints,
  ...piecesEndpoints,
  ...syncEndpoints,
  ...adminEndpoints,
};

export type EndpointName = keyof typeof endpoints;

/** What an endpoint answers on success. */
export type AnswerOf<Name extends EndpointName> = (typeof endpoints)[Name] extends { answer: infer Answer extends z.ZodType }
  ? z.output<Answer>
  : undefined;
