import type { PieceView } from '@stagehouse/shared/piece-view.schema';
import type { User } from '@stagehouse/shared/user.schema';
import type { Db } from '../../db/database';
import { findOpenHouse } from './properties.repo';
import { holdsOf } from '../requests/purchase-requests.repo';
import { notFound } from '../../http/errors';
import { canChange } from '../../policy';
import { getPiece } from '../pieces/lister-pieces.service';
import { openWindowsOf } from '../requests/purchase-request.service';
import { similarPieces } from './piece-search.service';

/**
 * A piece's own page: the piece as the viewer may read it, with its open house. A piece whose
 * house buyers cannot see (its lister made inactive, demo data hidden) is not found, but by its lister.
 */
export async function getPieceView(db: Db, id: string, viewer: User | undefined): Promise<PieceView> {
  const piece = await getPiece(db, id, viewer);
  const house = piece.propertyId === null ? undefined : await findOpenHouse(db, piece.propertyId);
  const isLister = canChange(viewer, piece);
  if (piece.propertyId !== null && !house && !isLister) throw notFound('Furniture not found');
  return {
    piece,
    onHold: (await holdsOf(db, [piece.id])).has(piece.id),
    similar: await similarPieces(db, piece, house && { latitude: house.latitude, longitude: house.longitude }),
    house: house
      ? {
          id: house.id,
          address: house.address,
          city: house.city,
          state: house.state,
          zipCode: house.zipCode,
          companyId: house.companyId,
          companyName: house.companyName,
          openHouseDate: house.openHouseDate,
          openHouseTime: house.openHouseTime,
          ...(await openWindowsOf(db, house)),
        }
      : null,
  };
}
