import { z } from 'zod';
import { apiRoutes } from '../api-paths';
import type { Endpoint } from '../endpoint';
import { pieceSchema } from '../piece.schema';
import { createRsvpSchema, rsvpSchema } from '../rsvp.schema';

/** What a buyer keeps and says: saved pieces with the account, and RSVPs to open houses. */
export const buyerEndpoints = {
  savedPieces: {
    method: 'GET',
    path: apiRoutes.favorites,
    summary: 'The pieces the user saved and may still see (while the account wishlist is on)',
    access: 'signedIn',
    answer: z.array(pieceSchema),
  },
  savePiece: {
    method: 'PUT',
    path: apiRoutes.favorite,
    summary: 'Saves a piece: 201 when newly saved, 200 when it already was',
    access: 'signedIn',
    headers: ['Idempotency-Key'],
    answer: z.object({ furnitureId: z.string(), saved: z.literal(true) }),
    statuses: [200, 201],
  },
  unsavePiece: {
    method: 'DELETE',
    path: apiRoutes.favorite,
    summary: 'Takes a piece off the saved pieces',
    access: 'signedIn',
    headers: ['Idempotency-Key'],
  },
  rsvp: {
    method: 'POST',
    path: apiRoutes.rsvps,
    summary: 'RSVPs to an open house, signed in or not: 201 when new, 200 when this email already had',
    access: 'public',
    headers: ['Idempotency-Key'],
    body: createRsvpSchema,
    answer: z.object({ rsvp: rsvpSchema, rsvpCount: z.number().int() }),
    statuses: [200, 201],
  },
} as const satisfies Record<string, Endpoint>;
