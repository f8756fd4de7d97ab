import { cityNameOf } from '@stagehouse/shared/cities';
import { fitZoom, lastClusterZoom, maxMapMarkers } from '@stagehouse/shared/map-grid';
import type { Bbox, MapCluster, MapHouse, MapView, MapViewQuery } from '@stagehouse/shared/map-view.schema';
import { fromCents } from '@stagehouse/shared/money';
import type { Db } from '../../db/database';
import { demoRowsShown } from '../../infra/settings.repo';
import { type Cell, cellsIn, housesByIds, idsIn, lowestPricesOf, nearestIds, summarise } from './map-view.repo';
import type { PropertyFilters } from './properties.repo';

/** How many houses the list beside the map shows at first. */
const nearbyShown = 12;
/** How many prices a house's popup shows. */
const pricesShown = 3;
/** A cell of the grid is 64 screen pixels wide: 64 of a 256-pixel tile's 360 degrees at zoom 0. */
const cellPixels = 64;
/** How much shorter a cell is in latitude than in longitude to look square where the West lies (about 40° north). */
const latitudeShare = Math.cos((40 * Math.PI) / 180);

/**
 * The grid a view at `zoom` is drawn on: cells about 64 pixels across, made twice as large until the
 * view holds no more than `maxMapMarkers` of them, so a wide screen cannot ask for a larger answer.
 */
export function gridOf([west, south, east, north]: Bbox, zoom: number) {
  let longitude = (cellPixels * 360) / (256 * 2 ** zoom);
  const cellsAcross = (size: number, from: number, to: number, offset: number) =>
    Math.floor((to + offset) / size) - Math.floor((from + offset) / size) + 1;
  const cells = (size: number) => cellsAcross(size, west, east, 180) * cellsAcross(size * latitudeShare, south, north, 90);
  while (cells(longitude) > maxMapMarkers) longitude *= 2;
  return { longitude, latitude: longitude * latitudeShare };
}

/**
 * Cells whose houses stand closer than a cell apart (a town across a grid line) drawn as one marker,
 * so no two markers overlap; the larger takes the smaller in.
 */
export function mergeClose(cells: readonly Cell[], size: { longitude: number; latitude: number }): readonly Cell[] {
  // A merged marker moves to the middle of its houses, maybe near another: merged again until none is.
  let markers: readonly Cell[] = cells;
  for (let before = Infinity; markers.length < before;) {
    before = markers.length;
    markers = mergeOnce(markers, size);
  }
  return markers;
}

function mergeOnce(cells: readonly Cell[], size: { longitude: number; latitude: number }): Cell[] {
  const merged: Cell[] = [];
  for (const cell of [...cells].sort((a, b) => b.houses - a.houses || a.id - b.id)) {
    const into = merged.find(
      (m) => Math.abs(m.longitude - cell.longitude) < size.longitude && Math.abs(m.latitude - cell.latitude) < size.latitude,
    );
    if (!into) {
      merged.push({ ...cell });
      continue;
    }
    const houses = into.houses + cell.houses;
    into.latitude = (into.latitude * into.houses + cell.latitude * cell.houses) / houses;
    into.longitude = (into.longitude * into.houses + cell.longitude * cell.houses) / houses;
    into.houses = houses;
    into.pieces += cell.pieces;
    into.bounds = [
      Math.min(into.bounds[0], cell.bounds[0]),
      Math.min(into.bounds[1], cell.bounds[1]),
      Math.max(into.bounds[2], cell.bounds[2]),
      Math.max(into.bounds[3], cell.bounds[3]),
    ];
  }
  return merged;
}

const middleOf = ([west, south, east, north]: Bbox): [number, number] => [(south + north) / 2, (west + east) / 2];

/** The houses as the map shows them: with their lowest prices and a photo. */
async function detailed(db: Db, demoShown: boolean, ids: readonly number[], now: number): Promise<Map<number, MapHouse>> {
  const [houses, prices] = await Promise.all([housesByIds(db, demoShown, ids, now), lowestPricesOf(db, ids, pricesShown)]);
  return new Map(
    houses.map((house) => {
      const own = prices.get(house.id);
      return [
        house.id,
        {
          ...house,
          companyName: house.companyName ?? 'Independent lister',
          photo: own?.photo ?? null,
          prices: (own?.cents ?? []).map(fromCents),
        },
      ];
    }),
  );
}

/**
 * The map's answer: how many houses the filters find and where, the clusters and pins of its view
 * (at most `maxMapMarkers` markers), and the houses nearest to where the buyer looks.
 */
export async function getMapView(db: Db, query: MapViewQuery, now = Date.now()): Promise<MapView> {
  const demoShown = await demoRowsShown(db);
  const filters: PropertyFilters = {
    city: query.city ? cityNameOf(query.city) : undefined,
    zip: query.zip,
    bbox: query.bbox,
    overAt: query.past ? undefined : now,
  };
  const { total, bounds } = await summarise(db, demoShown, filters);
  if (total === 0) return { total, bounds, clusters: [], pins: [], nearby: [] };
  // Asked without a view, the map is drawn for all it finds, as a phone fitted to them shows it.
  const view = query.view ?? bounds!;
  const zoom = query.zoom ?? fitZoom(bounds!);
  const near = query.near ?? middleOf(view);
  const markers = async (): Promise<{ pinIds: number[]; clusters: MapCluster[] }> => {
    if (zoom > lastClusterZoom) return { pinIds: await idsIn(db, demoShown, filters, view, maxMapMarkers), clusters: [] };
    const size = gridOf(view, zoom);
    const cells = mergeClose(await cellsIn(db, demoShown, filters, view, size), size);
    return {
      pinIds: cells.filter((cell) => cell.houses === 1).map((cell) => cell.id),
      clusters: cells
        .filter((cell) => cell.houses > 1)
        .map(({ latitude, longitude, houses, pieces, bounds }) => ({ latitude, longitude, houses, pieces, bounds })),
    };
  };
  const [{ pinIds, clusters }, nearby] = await Promise.all([
    markers(),
    nearestIds(db, demoShown, filters, near, query.limit ?? nearbyShown),
  ]);
  const houses = await detailed(db, demoShown, [...new Set([...pinIds, ...nearby])], now);
  const known = (ids: number[]) => ids.flatMap((id) => houses.get(id) ?? []);
  return {
    total,
    bounds,
    clusters,
    pins: known(pinIds),
    nearby: known(nearby),
  };
}
