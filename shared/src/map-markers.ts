/**
 * How the map's houses are drawn, the same on the server and, offline, on the device: grouped by a
 * grid fixed to the world, close groups merged, and the nearest houses listed.
 */
import type { Bbox, MapCluster } from './map-view.schema';
import { fitZoom, maxMapMarkers, maxMapPins } from './map-grid';

/** A house as the grid sees it: where it stands and how many pieces it has. */
export interface Place {
  id: number;
  latitude: number;
  longitude: number;
  pieces: number;
}

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

/** A marker: one house (`houses` 1, `id` its own) or several, where they stand on average and the box they fill. */
export interface Cell {
  id: number;
  houses: number;
  pieces: number;
  latitude: number;
  longitude: number;
  bounds: Bbox;
}

type CellSize = { longitude: number; latitude: number };

/** The places in `view`, grouped by the cells of a grid fixed to the world, so a house keeps its cell as the map pans. */
export function cellsOf(places: readonly Place[], [west, south, east, north]: Bbox, size: CellSize): Cell[] {
  const cells = new Map<string, Cell>();
  for (const place of places) {
    const { longitude, latitude } = place;
    if (longitude < west || longitude > east || latitude < south || latitude > north) continue;
    const key = `${Math.floor((longitude + 180) / size.longitude)}:${Math.floor((latitude + 90) / size.latitude)}`;
    const alone: Cell = {
      id: place.id,
      houses: 1,
      pieces: place.pieces,
      latitude,
      longitude,
      bounds: [longitude, latitude, longitude, latitude],
    };
    const cell = cells.get(key);
    if (cell) absorb(cell, alone);
    else cells.set(key, alone);
  }
  return [...cells.values()];
}

/** `into` takes `cell` in: its houses, pieces and box, and the middle of them all. */
function absorb(into: Cell, cell: Cell) {
  const houses = into.houses + cell.houses;
  into.latitude = (into.latitude * into.houses + cell.latitude * cell.houses) / houses;
  into.longitude = (into.longitude * into.houses + cell.longitude * cell.houses) / houses;
  into.houses = houses;
  into.pieces += cell.pieces;
  into.id = Math.min(into.id, cell.id);
  into.bounds = [
    Math.min(into.bounds[0], cell.bounds[0]),
    Math.min(into.bounds[1], cell.bounds[1]),
    Math.max(into.bounds[2], cell.bounds[2]),
    Math.max(into.bounds[3], cell.bounds[3]),
  ];
}

/**
 * Cells whose houses stand closer than a cell apart (a town across a grid line) drawn as one marker,
 * so no two markers overlap; the larger takes the smaller in.
 */
export function mergeClose(cells: readonly Cell[], size: CellSize): readonly Cell[] {
  // A merged marker moves to the middle of its houses, maybe near another: merged again until none is.
  let markers: readonly Cell[] = cells;
  for (let before = Infinity; markers.length < before;) {
    before = markers.length;
    markers = mergeOnce(markers, size);
  }
  return markers;
}

function mergeOnce(cells: readonly Cell[], size: CellSize): Cell[] {
  const merged: Cell[] = [];
  for (const cell of [...cells].sort((a, b) => b.houses - a.houses || a.id - b.id)) {
    const into = merged.find(
      (m) => Math.abs(m.longitude - cell.longitude) < size.longitude && Math.abs(m.latitude - cell.latitude) < size.latitude,
    );
    if (into) absorb(into, cell);
    else merged.push({ ...cell, bounds: [...cell.bounds] });
  }
  return merged;
}

/** The markers of a view: on the zoom's grid, or a coarser one where that would draw more than `maxMapPins` single houses. */
export function markersOf(places: readonly Place[], view: Bbox, zoom: number): readonly Cell[] {
  for (let size = gridOf(view, zoom); ; size = { longitude: size.longitude * 2, latitude: size.latitude * 2 }) {
    const cells = mergeClose(cellsOf(places, view, size), size);
    if (cells.filter((cell) => cell.houses === 1).length <= maxMapPins) return cells;
  }
}

/** The `limit` places nearest to a place (degrees, longitude shrunk by the latitude), nearest first. */
function nearest(places: readonly Place[], [latitude, longitude]: [number, number], limit: number): number[] {
  const shrink = Math.cos((latitude * Math.PI) / 180) ** 2;
  const away = (p: Place) => (p.latitude - latitude) ** 2 + (p.longitude - longitude) ** 2 * shrink;
  return [...places]
    .sort((a, b) => away(a) - away(b) || a.id - b.id)
    .slice(0, limit)
    .map((place) => place.id);
}

const middleOf = ([west, south, east, north]: Bbox): [number, number] => [(south + north) / 2, (west + east) / 2];

/**
 * How a map of `places` is drawn: the box they fill, the clusters of a view at a zoom (without them,
 * as a phone fitted to every place shows it), the ids of its pins, and of the `limit` places nearest
 * to `near` (without it, the middle of the view).
 */
export function drawnMap(
  places: readonly Place[],
  { view, zoom, near, limit }: { view?: Bbox; zoom?: number; near?: [number, number]; limit: number },
): { bounds: Bbox; clusters: MapCluster[]; pinIds: number[]; nearbyIds: number[] } {
  const bounds: Bbox = [
    Math.min(...places.map((p) => p.longitude)),
    Math.min(...places.map((p) => p.latitude)),
    Math.max(...places.map((p) => p.longitude)),
    Math.max(...places.map((p) => p.latitude)),
  ];
  const box = view ?? bounds;
  const markers = markersOf(places, box, zoom ?? fitZoom(bounds));
  return {
    bounds,
    clusters: markers
      .filter((cell) => cell.houses > 1)
      .map(({ latitude, longitude, houses, pieces, bounds: around }) => ({ latitude, longitude, houses, pieces, bounds: around })),
    pinIds: markers.filter((cell) => cell.houses === 1).map((cell) => cell.id),
    nearbyIds: nearest(places, near ?? middleOf(box), limit),
  };
}
