import type { OpenHouse } from '@stagehouse/shared/property.schema';
import type { User } from '@stagehouse/shared/user.schema';
import type { Db } from '../../db/database';
import { listPublicPiecesOfProperty, withImages } from '../pieces/pieces.repo';
import { findOpenHouse } from './properties.repo';
import { holdsOf } from '../requests/purchase-requests.repo';
import { notFound } from '../../http/errors';
import { canChange } from '../../policy';
import { openWindowsOf } from '../requests/purchase-request.service';

/**
 * An open house the viewer may see, with its listed and sold pieces: its lister is active (a demo
 * house only while demo data is shown) and it shows a piece, unless the viewer is its lister or an
 * admin. A house of drafts only is not public, even by its id.
 */
export async function findVisibleOpenHouse(db: Db, id: number, viewer: User | undefined) {
  const house = await findOpenHouse(db, id);
  const isLister = house !== undefined && canChange(viewer, house);
  const pieces = house ? await listPublicPiecesOfProperty(db, id) : [];
  if (!house || (pieces.length === 0 && !isLister)) throw notFound('Open house not found');
  return { house, pieces, isLister };
}

/** An open house with its listed and sold pieces; a piece's buyer details only for its lister or an admin (listers may share a house). */
export async function getOpenHouse(db: Db, id: number, viewer: User | undefined): Promise<OpenHouse> {
  const { house, pieces } = await findVisibleOpenHouse(db, id, viewer);
  const furniture = await withImages(db, pieces, (piece) => canChange(viewer, piece));
  const held = await holdsOf(
    db,
    pieces.filter((p) => p.status === 'pending').map((p) => p.id),
  );
  return {
    id: house.id,
    address: house.address,
    city: house.city,
    state: house.state,
    zipCode: house.zipCode,
    latitude: house.latitude,
    longitude: house.longitude,
    companyId: house.companyId,
    companyName: house.companyName,
    description: house.description,
    openHouseDate: house.openHouseDate,
    openHouseTime: house.openHouseTime,
    rsvpCount: Number(house.rsvpCount ?? 0),
    furniture,
    heldPieceIds: [...held.keys()],
    over: (await openWindowsOf(db, house)).over,
  };
}
