import { z } from 'zod';
import { apiRoutes } from '../api-paths';
import type { Endpoint } from '../endpoint';
import {
  buyerAnswerSchema,
  counterRequestSchema,
  createdRequestSchema,
  createPurchaseRequestSchema,
  declineRequestSchema,
  housePickupWindowsSchema,
  pickupSlotSchema,
  pickupSlotsInputSchema,
  pieceWatchAnswerSchema,
  pieceWatchSchema,
  purchaseRequestSchema,
} from '../purchase-request.schema';

const listerAnswer = (summary: string, body?: z.ZodType) =>
  ({
    method: 'POST',
    summary,
    access: 'owner',
    headers: ['Idempotency-Key', 'If-Match'],
    ...(body && { body }),
    answer: purchaseRequestSchema,
  }) as const;

/** Asking to buy a piece, the lister's answers, the buyer's, and the pickup windows of an open house. */
export const requestsEndpoints = {
  setPickupWindows: {
    method: 'PUT',
    path: apiRoutes.pickupSlots,
    summary: "Sets the pickup windows buyers choose from on an open house's de-staging day",
    access: 'owner',
    headers: ['Idempotency-Key'],
    body: pickupSlotsInputSchema,
    answer: z.array(pickupSlotSchema),
  },
  ownPickupWindows: {
    method: 'GET',
    path: apiRoutes.ownPickupWindows,
    summary: "The pickup windows of the lister's open houses",
    access: 'lister',
    answer: z.array(housePickupWindowsSchema),
  },
  watchPiece: {
    method: 'POST',
    path: apiRoutes.pieceWatch,
    summary: 'Asks to be emailed once if a held piece comes back (its hold ends without a sale)',
    access: 'public',
    headers: ['Idempotency-Key'],
    body: pieceWatchSchema,
    answer: pieceWatchAnswerSchema,
    statuses: [201],
  },
  createRequest: {
    method: 'POST',
    path: apiRoutes.requests,
    summary: 'Asks to buy a piece; a signed-out buyer gets a token to follow it with',
    access: 'public',
    headers: ['Idempotency-Key'],
    body: createPurchaseRequestSchema,
    answer: createdRequestSchema,
    statuses: [201],
  },
  ownRequests: {
    method: 'GET',
    path: apiRoutes.ownRequests,
    summary: 'The requests the user made',
    access: 'signedIn',
    answer: z.array(purchaseRequestSchema),
  },
  incomingRequests: {
    method: 'GET',
    path: apiRoutes.incomingRequests,
    summary: "Requests for the lister's pieces",
    access: 'lister',
    answer: z.array(purchaseRequestSchema),
  },
  request: {
    method: 'GET',
    path: apiRoutes.request,
    summary: 'A request, to its buyer (signed in, or with its token) or its lister',
    access: 'public',
    headers: ['X-Request-Token'],
    answer: purchaseRequestSchema,
  },
  acceptRequest: { ...listerAnswer('Accepts a request: the piece is held for its buyer'), path: apiRoutes.requestAction.accept },
  declineRequest: {
    ...listerAnswer('Declines a request, with a reason if given', declineRequestSchema),
    path: apiRoutes.requestAction.decline,
  },
  counterRequest: { ...listerAnswer('Answers a request with another price', counterRequestSchema), path: apiRoutes.requestAction.counter },
  sellFromRequest: { ...listerAnswer('Marks the piece sold to the buyer of an accepted request'), path: apiRoutes.requestAction.sell },
  answerRequest: {
    method: 'POST',
    path: apiRoutes.requestAction.answer,
    summary: "The buyer's answer: accept or decline a counter-offer, or withdraw",
    access: 'public',
    headers: ['Idempotency-Key', 'If-Match', 'X-Request-Token'],
    body: buyerAnswerSchema,
    answer: purchaseRequestSchema,
  },
} as const satisfies Record<string, Endpoint>;
