import type { PropertyWithFurniture } from '@stagehouse/shared/property.schema';
import { useStoredQuery } from '../../lib/use-stored-query';
import { startTransition, useEffect, useState } from 'react';
import { call } from '../../lib/api';
import { onLiveChange } from '../../lib/live-updates';
import { localDb } from '../../lib/local-db';
import { useServerData } from '../../lib/server-data';

export type LoadState = 'loading' | 'ready' | 'failed';

const keep = (list: PropertyWithFurniture[]) =>
  localDb.transaction('rw', localDb.properties, async () => {
    await localDb.properties.clear();
    await localDb.properties.bulkPut(list);
  });

/**
 * Every property with furniture: the server's list (the one a server-drawn page came with, else read
 * on arrival, and again when the server says what buyers see changed), kept in IndexedDB so the map
 * opens offline, where the kept list shows until the server answers.
 */
export function useProperties() {
  const seed = useServerData('propertiesWithFurniture') ?? undefined;
  const [fresh, setFresh] = useState(seed);
  const [failed, setFailed] = useState(false);
  // The kept list is read only while the server's is missing: no second drawing of the same list.
  const kept = useStoredQuery<PropertyWithFurniture[] | null, null>(
    () => (fresh ? null : localDb.properties.toArray()),
    [fresh === undefined],
    null,
  );
  useEffect(() => {
    const controller = new AbortController();
    const load = () =>
      call('propertiesWithFurniture', { signal: controller.signal })
        .then(async (list) => {
          await keep(list);
          startTransition(() => setFresh(list));
        })
        .catch(() => {
          if (!controller.signal.aborted) setFailed(true);
        });
    void (seed ? keep(seed).catch(() => undefined) : load());
    const stop = onLiveChange((scope) => scope === 'public' && void load());
    return () => {
      stop();
      controller.abort();
    };
    // The seed is what the page was drawn with: read once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const properties = fresh ?? kept ?? [];
  const state: LoadState = fresh || properties.length > 0 ? 'ready' : failed ? 'failed' : 'loading';
  return { properties, state };
}
