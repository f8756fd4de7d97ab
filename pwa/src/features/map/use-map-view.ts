import type { Bbox, MapHouse, MapView, MapViewParams } from '@stagehouse/shared/map-view.schema';
import { startTransition, useEffect, useState } from 'react';
import { call } from '../../lib/api';
import { onLiveChange } from '../../lib/live-updates';
import { localDb } from '../../lib/local-db';
import { useServerData } from '../../lib/server-data';
import { filterParams, formatBbox, type PropertyFilters } from './map-query';

export type LoadState = 'loading' | 'ready' | 'failed';

/** The part of the world the map shows. */
export interface Viewport {
  bbox: Bbox;
  zoom: number;
  center: { latitude: number; longitude: number };
}

/** What the map asks: its filters, and once it is drawn, its view; the list's houses nearest `near`. */
export interface MapQuestion {
  filters: PropertyFilters;
  viewport: Viewport | null;
  near: { latitude: number; longitude: number } | null;
  limit: number;
}

/** The houses the map showed that this device keeps for the map offline; the oldest go past this. */
const keptHouses = 2000;

async function keep(houses: MapHouse[]) {
  const storedAt = new Date().toISOString();
  await localDb.properties.bulkPut(houses.map((house) => ({ ...house, storedAt })));
  const over = (await localDb.properties.count()) - keptHouses;
  if (over > 0) await localDb.properties.orderBy('storedAt').limit(over).delete();
}

/** A place as the server reads it: a map panned round the world is back within ±180° of longitude. */
const place = ({ latitude, longitude }: { latitude: number; longitude: number }) =>
  `${latitude.toFixed(4)},${(((((longitude + 180) % 360) + 360) % 360) - 180).toFixed(4)}`;

/** A view zoomed out past the whole world, as the server takes it: within ±180° of longitude and ±85° of latitude. */
const onEarth = ([west, south, east, north]: Bbox): Bbox => [
  Math.max(-180, west),
  Math.max(-85, south),
  Math.min(180, east),
  Math.min(85, north),
];

/** The question as the server reads it: a view rounded, so that a map that has not moved asks the same. */
export const paramsOf = ({ filters, viewport, near, limit }: MapQuestion): MapViewParams => ({
  ...filterParams(filters),
  ...(viewport && { view: formatBbox(onEarth(viewport.bbox)), zoom: String(Math.round(viewport.zoom)) }),
  ...(near && { near: place(near) }),
  ...(limit !== firstListLength && { limit: String(limit) }),
});

/** How many houses the list shows at first (the server's default). */
export const firstListLength = 12;

/** The map's answer for a question, and the filters it answers (a newer question keeps the last answer shown until its own comes). */
export interface Answered {
  view: MapView;
  filtersKey: string;
  fromDevice: boolean;
}

export const filtersKeyOf = (filters: PropertyFilters) => new URLSearchParams(filterParams(filters)).toString();

/** The map's answer worked out from what this device keeps. */
async function answerOnDevice(question: MapQuestion): Promise<MapView | null> {
  const [{ mapViewOnDevice }, houses] = await Promise.all([import('./device-map-view'), localDb.properties.toArray()]);
  if (houses.length === 0) return null;
  const near = question.near ?? question.viewport?.center ?? { latitude: 39.5, longitude: -114 };
  return mapViewOnDevice(houses, { ...question, view: question.viewport, near }, Date.now());
}

/**
 * The map's houses: the server's answer for the question (the one the page was drawn with first), asked
 * again when the server says what buyers see changed; the houses it names are kept in IndexedDB, and
 * offline the answer is worked out from them. Online, a failed answer is a failure, not an offline map.
 */
export function useMapView(question: MapQuestion) {
  const params = paramsOf(question);
  const key = new URLSearchParams(params).toString();
  const filtersKey = filtersKeyOf(question.filters);
  const seed = useServerData('mapView', { query: params }) ?? undefined;
  const [answered, setAnswered] = useState<Answered | null>(() => (seed ? { view: seed, filtersKey, fromDevice: false } : null));
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    const load = () =>
      call('mapView', { query: params, signal: controller.signal })
        .then((view) => {
          startTransition(() => {
            setAnswered({ view, filtersKey, fromDevice: false });
            setFailed(false);
          });
          void keep([...view.pins, ...view.nearby]).catch(() => undefined);
        })
        .catch(async () => {
          if (controller.signal.aborted) return;
          // Online, the server failed: the houses kept here would pass for an offline answer.
          if (navigator.onLine) {
            setFailed(true);
            return;
          }
          const view = await answerOnDevice(question).catch(() => null);
          if (controller.signal.aborted) return;
          if (view) setAnswered({ view, filtersKey, fromDevice: true });
          else setFailed(true);
        });
    if (seed && answered?.view === seed) void keep([...seed.pins, ...seed.nearby]).catch(() => undefined);
    else void load();
    const stop = onLiveChange((scope) => scope === 'public' && void load());
    return () => {
      stop();
      controller.abort();
    };
    // The question is its key; the seed is what the page was drawn with, read on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const current = answered?.filtersKey === filtersKey ? answered : null;
  const state: LoadState = current ? 'ready' : failed ? 'failed' : 'loading';
  return { answered, current, state };
}
