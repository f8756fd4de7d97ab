import { type City, cityLabel } from '@stagehouse/shared/cities';
import type { TownNames } from './basemap-data';

export interface Town {
  name: string;
  state: string;
  latitude: number;
  longitude: number;
  /** The map writes the town's name from this zoom on. */
  minZoom: number;
}

/** From zoom 4 the whole West is on a phone's screen: only the largest cities are written then. */
const minZoomOfCity: Record<string, number> = {
  'Los Angeles, CA': 4,
  'San Francisco, CA': 4,
  'Seattle, WA': 4,
  'Phoenix, AZ': 4,
  'Denver, CO': 4,
  'Las Vegas, NV': 4,
  'Salt Lake City, UT': 4,
  'Portland, OR': 4,
  'San Diego, CA': 4,
  'Sacramento, CA': 6,
  'Fresno, CA': 6,
  'Tucson, AZ': 6,
  'Colorado Springs, CO': 7,
  'Oakland, CA': 8,
  'Long Beach, CA': 8,
  'Stockton, CA': 8,
  'Mesa, AZ': 8,
  'Riverside, CA': 8,
  'Anaheim, CA': 9,
  'Santa Ana, CA': 9,
};
const minZoomOfOtherCity = 8;
const minZoomOfPropertyTown = 9;
/** The zoom from which the towns of the bundled list are written: the larger, the sooner; neighbourhoods last. */
export const townNamesZoom = 9;
const minZoomOfNamedTown = (population: number, neighbourhood: 0 | 1) =>
  neighbourhood ? 12 : population >= 50_000 ? townNamesZoom : population >= 10_000 ? 10 : 11;

const keyOf = (place: { name: string; state: string }) => `${place.name.trim().toLowerCase()}|${place.state.trim().toUpperCase()}`;

/**
 * The towns to write on the map, most prominent first: the cities the app knows, then the town of
 * each property elsewhere, placed at the middle of its properties.
 */
export function townsOf(
  cities: readonly City[],
  properties: readonly { city: string; state: string; latitude: number; longitude: number }[],
): Town[] {
  const known = cities.map((c) => ({ ...c, minZoom: minZoomOfCity[cityLabel(c)] ?? minZoomOfOtherCity }));
  const knownKeys = new Set(known.map(keyOf));
  const others = new Map<string, { name: string; state: string; latitudes: number[]; longitudes: number[] }>();
  for (const p of properties) {
    const key = keyOf({ name: p.city, state: p.state });
    if (knownKeys.has(key) || p.city.trim() === '') continue;
    const town = others.get(key) ?? { name: p.city.trim(), state: p.state.trim().toUpperCase(), latitudes: [], longitudes: [] };
    town.latitudes.push(p.latitude);
    town.longitudes.push(p.longitude);
    others.set(key, town);
  }
  const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
  const propertyTowns = [...others.values()].map((t) => ({
    name: t.name,
    state: t.state,
    latitude: mean(t.latitudes),
    longitude: mean(t.longitudes),
    minZoom: minZoomOfPropertyTown,
  }));
  return [...known, ...propertyTowns].sort((a, b) => a.minZoom - b.minZoom);
}

/** `towns` with every town of the bundled list that is not among them yet, the larger first at each zoom. */
export function withNamedTowns(towns: readonly Town[], named: TownNames): Town[] {
  const written = new Set(towns.map(keyOf));
  const more = named
    .filter(([name, state]) => !written.has(keyOf({ name, state })))
    .map(([name, state, longitude, latitude, population, neighbourhood]) => ({
      name,
      state,
      latitude,
      longitude,
      minZoom: minZoomOfNamedTown(population, neighbourhood),
    }));
  return [...towns, ...more].sort((a, b) => a.minZoom - b.minZoom);
}
