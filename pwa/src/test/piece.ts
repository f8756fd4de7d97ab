import type { Piece } from '@stagehouse/shared/piece.schema';
import { newPiece } from '@stagehouse/shared/new-piece';

/** A complete piece as the server answers it, owned by user 7. */
export const piece = (id: string, version: number, name = 'Sofa'): Piece => ({
  ...newPiece(id, 7, '2026-01-01T00:00:00.000Z'),
  name,
  price: 100,
  version,
});
