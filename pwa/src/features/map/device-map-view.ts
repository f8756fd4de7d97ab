import { drawnMap } from '@stagehouse/shared/map-markers';
import type { Bbox, MapHouse, MapView } from '@stagehouse/shared/map-view.schema';
import { isOpenHousePast, nextDay } from '@stagehouse/shared/house-time';
import type { PropertyFilters } from './map-query';
import { matchesFilters } from './property-filters';

/**
 * Whether a kept house's open house is over: as the server said when it was kept, or surely by now,
 * its day and the day after (when pickups end unless its lister set later windows) both past.
 */
const isOverOnDevice = (house: MapHouse, now: number) =>
  house.over || (house.openHouseDate !== null && isOpenHousePast(nextDay(house.openHouseDate), house.state, now));

/**
 * The map's answer worked out on the device, from the houses it keeps, while the device is offline:
 * the same filters, markers and nearest houses as the server's, from the same code.
 */
export function mapViewOnDevice(
  houses: readonly MapHouse[],
  question: {
    filters: PropertyFilters;
    view: { bbox: Bbox; zoom: number } | null;
    near: { latitude: number; longitude: number };
    limit: number;
  },
  now: number,
): MapView {
  const found = houses
    .map((house) => ({ ...house, over: isOverOnDevice(house, now) }))
    .filter((house) => matchesFilters(house, question.filters));
  if (found.length === 0) return { total: 0, bounds: null, clusters: [], pins: [], nearby: [] };
  const places = found.map((house) => ({
    id: house.id,
    latitude: house.latitude,
    longitude: house.longitude,
    pieces: house.furnitureCount,
  }));
  // Without a view, all it finds are drawn as the server draws them: for a phone fitted to them.
  const { bounds, clusters, pinIds, nearbyIds } = drawnMap(places, {
    view: question.view?.bbox,
    zoom: question.view?.zoom,
    near: [question.near.latitude, question.near.longitude],
    limit: question.limit,
  });
  const byId = new Map(found.map((house) => [house.id, house]));
  const known = (ids: number[]) => ids.flatMap((id) => byId.get(id) ?? []);
  return { total: found.length, bounds, clusters, pins: known(pinIds), nearby: known(nearbyIds) };
}
