import type { OpenHouse } from '@stagehouse/shared/property.schema';
import { useStoredQuery } from '../../lib/use-stored-query';
import { addressOf, call } from '../../lib/api';
import { localDb } from '../../lib/local-db';
import { useServerData } from '../../lib/server-data';
import { useSyncedRecord } from '../../lib/use-synced-record';

/** The open house from IndexedDB at once, refreshed from the server; kept so it opens again offline. */
export function useOpenHouse(id: number) {
  const path = addressOf('openHouse', { params: { id } });
  const local = useStoredQuery(() => localDb.openHouses.get(id).then((house) => house ?? null), [id]);
  const keep = async (house: OpenHouse) => {
    await localDb.openHouses.put({ ...house, storedAt: new Date().toISOString() });
  };
  const fetch = () => call('openHouse', { params: { id } });
  const { record, state } = useSyncedRecord({
    key: path,
    local,
    seed: useServerData('openHouse', { params: { id } }),
    fetch,
    keep,
    forget: () => localDb.openHouses.delete(id),
  });
  return { house: record, state, refresh: () => fetch().then(keep) };
}
