import { apiPaths } from '@stagehouse/shared/api-paths';
import type { PropertyWithFurniture } from '@stagehouse/shared/property.schema';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { getJson } from '../../lib/api';
import { onLiveChange } from '../../lib/live-updates';
import { localDb } from '../../lib/local-db';
import { useServerData } from '../../lib/server-data';

export type LoadState = 'loading' | 'ready' | 'failed';

/**
 * Every property with furniture, kept in IndexedDB so the map opens offline, refreshed on each visit;
 * a page the server rendered starts from the list it was rendered with.
 */
export const useProperties = () => {
  const seed = useServerData<PropertyWithFurniture[]>(apiPaths.propertiesWithFurniture) ?? undefined;
  const local = useLiveQuery(() => localDb.properties.toArray(), []);
  const [remote, setRemote] = useState<LoadState>('loading');
  useEffect(() => {
    const controller = new AbortController();
    const keep = (list: PropertyWithFurniture[]) =>
      localDb
        .transaction('rw', localDb.properties, async () => {
          await localDb.properties.clear();
          await localDb.properties.bulkPut(list);
        })
        .then(() => setRemote('ready'));
    const load = () =>
      getJson<PropertyWithFurniture[]>(apiPaths.propertiesWithFurniture, { signal: controller.signal })
        .then(keep)
        .catch(() => {
          if (!controller.signal.aborted) setRemote('failed');
        });
    void (seed ? keep(seed).catch(() => setRemote('failed')) : load());
    const stop = onLiveChange((scope) => scope === 'public' && void load());
    return () => {
      stop();
      controller.abort();
    };
    // The seed is what the page was rendered with: read once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const properties = (remote === 'ready' && local) || seed || local || [];
  const state: LoadState = seed || properties.length > 0 || remote === 'ready' ? 'ready' : remote;
  return { properties, state };
};
