/**
 * Tables whose rows reach devices through the change feed (/api/sync/changes): pieces with their
 * photos and tags, saved pieces and RSVPs. Only the writes in this folder change them, each one
 * recording its change rows in the same transaction.
 */
export const syncedTables = ['furniture', 'furnitureImages', 'furnitureTags', 'favorites', 'rsvps'] as const;

export type SyncedTable = (typeof syncedTables)[number];
