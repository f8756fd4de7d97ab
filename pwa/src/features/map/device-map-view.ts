import { fitZoom, lastClusterZoom } from '@stagehouse/shared/map-grid';
import type { Bbox, MapHouse, MapView } from '@stagehouse/shared/map-view.schema';
import { isOpenHousePast, nextDay } from '@stagehouse/shared/house-time';
import Supercluster from 'supercluster';
import type { PropertyFilters } from './map-query';
import { distanceMiles, matchesFilters } from './property-filters';

/**
 * Whether a kept house's open house is over: as the server said when it was kept, or surely by now,
 * its day and the day after (when pickups end unless its lister set later windows) both past.
 */
const isOverOnDevice = (house: MapHouse, now: number) =>
  house.over || (house.openHouseDate !== null && isOpenHousePast(nextDay(house.openHouseDate), house.state, now));

/** What a cluster adds up: the pieces of its houses and the box they fill. */
interface Sums {
  pieces: number;
  west: number;
  south: number;
  east: number;
  north: number;
}

/**
 * The map's answer worked out on the device, from the houses it keeps, when the server cannot be
 * reached: the same filters, clusters of about the server's size, and the nearest houses.
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
  const longitudes = found.map((house) => house.longitude);
  const latitudes = found.map((house) => house.latitude);
  const bounds: Bbox = [Math.min(...longitudes), Math.min(...latitudes), Math.max(...longitudes), Math.max(...latitudes)];
  const nearby = found
    .map((house) => ({ house, miles: distanceMiles(question.near, house) }))
    .sort((a, b) => a.miles - b.miles || a.house.id - b.house.id)
    .slice(0, question.limit)
    .map(({ house }) => house);
  // Without a view, all it finds are drawn as the server draws them: for a phone fitted to them.
  const view = question.view ?? { bbox: bounds, zoom: fitZoom(bounds) };

  // The radius is in supercluster's 512-unit tiles: 64 screen pixels, as wide as the server's cells.
  const index = new Supercluster<{ house: MapHouse }, Sums>({
    radius: 128,
    maxZoom: lastClusterZoom,
    map: ({ house }) => ({
      pieces: house.furnitureCount,
      west: house.longitude,
      south: house.latitude,
      east: house.longitude,
      north: house.latitude,
    }),
    reduce: (sums, more) => {
      sums.pieces += more.pieces;
      sums.west = Math.min(sums.west, more.west);
      sums.south = Math.min(sums.south, more.south);
      sums.east = Math.max(sums.east, more.east);
      sums.north = Math.max(sums.north, more.north);
    },
  });
  index.load(
    found.map((house) => ({
      type: 'Feature',
      properties: { house },
      geometry: { type: 'Point', coordinates: [house.longitude, house.latitude] },
    })),
  );
  const answer: MapView = { total: found.length, bounds, clusters: [], pins: [], nearby };
  for (const item of index.getClusters(view.bbox, Math.round(view.zoom))) {
    const [longitude, latitude] = item.geometry.coordinates as [number, number];
    if ('house' in item.properties) answer.pins.push(item.properties.house);
    else {
      const { point_count: houses, pieces, west, south, east, north } = item.properties;
      answer.clusters.push({ latitude, longitude, houses, pieces, bounds: [west, south, east, north] });
    }
  }
  return answer;
}
