import type { Piece } from '@stagehouse/shared/piece.schema';
import type { User } from '@stagehouse/shared/user.schema';
import type { Db } from '../../db/database';
import { listSavedPieceRows } from './saved-pieces.repo';
import { addSavedPiece } from '../../db/synced/saved-piece-writes';
import { findPieceById, withImages } from '../pieces/pieces.repo';
import { notFound } from '../../http/errors';
import { canRead } from '../../policy';

/** The user's saved pieces they may still read, without buyer details. */
export const listSavedPieces = async (db: Db, user: User): Promise<Piece[]> =>
  withImages(
    db,
    (await listSavedPieceRows(db, user.id)).filter((piece) => canRead(user, piece)),
    () => false,
  );

/** Saves a piece the user may read; answers whether it was newly saved. */
export async function savePiece(db: Db, user: User, furnitureId: string): Promise<boolean> {
  const piece = await findPieceById(db, furnitureId);
  if (!piece || !canRead(user, piece)) throw notFound('Furniture not found');
  return addSavedPiece(db, user.id, furnitureId);
}
