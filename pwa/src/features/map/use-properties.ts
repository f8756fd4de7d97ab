import { apiPaths } from '@stagehouse/shared/api-paths';
import type { PropertyWithFurniture } from '@stagehouse/shared/property.schema';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { getJson } from '../../lib/api';
import { onLiveChange } from '../../lib/live-updates';
import { localDb } from '../../lib/local-db';

export type LoadState = 'loading' | 'ready' | 'failed';

/** Every property with furniture, kept in IndexedDB so the map opens offline, refreshed on each visit. */
export const useProperties = () => {
  const local = useLiveQuery(() => localDb.properties.toArray(), []);
  const [remote, setRemote] = useState<LoadState>('loading');
  useEffect(() => {
    const controller = new AbortController();
    const load = () =>
      getJson<PropertyWithFurniture[]>(apiPaths.propertiesWithFurniture, { signal: controller.signal })
        .then((list) =>
          localDb.transaction('rw', localDb.properties, async () => {
            await localDb.properties.clear();
            await localDb.properties.bulkPut(list);
          }),
        )
        .then(() => setRemote('ready'))
        .catch(() => {
          if (!controller.signal.aborted) setRemote('failed');
        });
    void load();
    const stop = onLiveChange((scope) => scope === 'public' && void load());
    return () => {
      stop();
      controller.abort();
    };
  }, []);
  const hasLocal = local !== undefined && local.length > 0;
  const state: LoadState = hasLocal || remote === 'ready' ? 'ready' : remote;
  return { properties: local ?? [], state };
};
