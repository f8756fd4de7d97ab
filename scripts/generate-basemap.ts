/**
 * Writes pwa/public/basemap/western-us.json: the Western states (polygons) and their county lines,
 * from the us-atlas package, so that the map draws with no tile server and works offline.
 * Run: node --import tsx scripts/generate-basemap.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Feature, Geometry, Position } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file: string) => JSON.parse(readFileSync(path.join(root, 'node_modules/us-atlas', file), 'utf8')) as Topology;

// FIPS codes of the Western states: WA, OR, CA, NV, ID, MT, WY, UT, CO, AZ, NM.
const western = new Set(['53', '41', '06', '32', '16', '30', '56', '49', '08', '04', '35']);

const round = (value: unknown): unknown =>
  Array.isArray(value) ? (typeof value[0] === 'number' ? (value as Position).map((n) => Math.round(n * 1000) / 1000) : value.map(round)) : value;

const roundGeometry = <G extends Geometry>(g: G): G => ('coordinates' in g ? { ...g, coordinates: round(g.coordinates) } : g) as G;

const states = read('states-10m.json');
const stateFeatures = (feature(states, states.objects.states as GeometryCollection) as { features: Feature[] }).features
  .filter((f) => western.has(String(f.id)))
  .map((f) => ({ type: 'Feature' as const, id: f.id, properties: { name: (f.properties as { name: string }).name }, geometry: roundGeometry(f.geometry) }));

const counties = read('counties-10m.json');
const countyLines = mesh(counties, counties.objects.counties as GeometryCollection, (a, b) => a !== b && western.has(String(a.id).slice(0, 2)));

const out = path.join(root, 'pwa/public/basemap/western-us.json');
writeFileSync(out, JSON.stringify({ states: { type: 'FeatureCollection', features: stateFeatures }, countyLines: roundGeometry(countyLines) }));
console.log(`wrote ${out}`);
