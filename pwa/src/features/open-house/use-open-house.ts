import { apiPaths } from '@stagehouse/shared/api-paths';
import type { OpenHouse } from '@stagehouse/shared/property.schema';
import { useLiveQuery } from 'dexie-react-hooks';
import { getJson } from '../../lib/api';
import { localDb } from '../../lib/local-db';
import { useSyncedRecord } from '../../lib/use-synced-record';

/** The open house from IndexedDB at once, refreshed from the server; kept so it opens again offline. */
export const useOpenHouse = (id: number) => {
  const stored = useLiveQuery(() => localDb.openHouses.get(id).then((house) => house ?? null), [id]);
  const refresh = async () => {
    const house = await getJson<OpenHouse>(apiPaths.openHouse(id));
    await localDb.openHouses.put({ ...house, storedAt: new Date().toISOString() });
  };
  const state = useSyncedRecord(stored, stored !== undefined, refresh, () => localDb.openHouses.delete(id), String(id));
  return { house: stored ?? null, state, refresh };
};
