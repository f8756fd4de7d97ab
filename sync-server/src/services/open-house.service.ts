import type { OpenHouse } from '@stagehouse/shared/property.schema';
import type { User } from '@stagehouse/shared/user.schema';
import type { Db } from '../db/database';
import { listPublicFurnitureOfProperty, withImages } from '../db/repos/furniture.repo';
import { findOpenHouse } from '../db/repos/properties.repo';
import { notFound } from '../http/errors';

/** An open house with its listed and sold pieces; buyer details only for the owner or an admin. */
export const getOpenHouse = async (db: Db, id: number, viewer: User | undefined): Promise<OpenHouse> => {
  const house = await findOpenHouse(db, id);
  if (!house) throw notFound('Open house not found');
  const mayReadBuyers = viewer !== undefined && (viewer.userType === 'admin' || viewer.id === house.ownerId);
  const furniture = await withImages(db, await listPublicFurnitureOfProperty(db, id), () => mayReadBuyers);
  return {
    id: house.id,
    address: house.address,
    city: house.city,
    state: house.state,
    zipCode: house.zipCode,
    latitude: house.latitude,
    longitude: house.longitude,
    companyId: house.companyId,
    companyName: house.companyName ?? 'Independent lister',
    description: house.description,
    openHouseDate: house.openHouseDate,
    openHouseTime: house.openHouseTime,
    rsvpCount: Number(house.rsvpCount ?? 0),
    furniture,
  };
};
