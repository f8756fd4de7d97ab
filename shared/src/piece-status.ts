import type { Piece } from './piece.schema';
import type { adminPieceStatuses } from './options';

/**
 * A piece's status as its lister and the back office both read it. A listed piece is stored as the
 * spec's "pending" (the lister's Pending screen is named for it): it is Active, or Pending review
 * while an admin holds it back from buyers.
 */
export type PieceState = (typeof adminPieceStatuses)[number];

export const pieceStateOf = (piece: { status: Piece['status']; needsReview: boolean | number }): PieceState =>
  piece.status === 'pending' ? (piece.needsReview ? 'pending' : 'active') : piece.status;

/** How a state is stored: its status, and whether an admin holds it for review. */
export const storedStatusOf = (state: PieceState): { status: Piece['status']; needsReview: boolean } => ({
  status: state === 'draft' || state === 'sold' ? state : 'pending',
  needsReview: state === 'pending',
});

/** What a buyer reads for a piece's status; buyers never see a draft or a piece pending review. */
export const buyerStatusLabels: Record<Piece['status'], string> = { pending: 'Available', sold: 'Sold', draft: 'Draft' };

/** A listed piece reads Open house over once its open house is over, else On hold while an accepted request holds it. */
export const buyerStatusOf = (status: Piece['status'], onHold: boolean, over = false) =>
  status !== 'pending' ? buyerStatusLabels[status] : over ? 'Open house over' : onHold ? 'On hold' : buyerStatusLabels[status];
