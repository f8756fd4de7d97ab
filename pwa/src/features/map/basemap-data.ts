import type { FeatureCollection, MultiLineString, MultiPolygon, Polygon, Position } from 'geojson';

export interface StateProperties {
  name: string;
  /** Where the state's name is written: the centre of its largest part. */
  labelAt: Position;
}

/** The map drawn at every zoom, made by scripts/generate-basemap.ts. */
export interface Basemap {
  states: FeatureCollection<Polygon | MultiPolygon, StateProperties>;
  /** Land around the West: the other states, Canada and Mexico. Where no land is drawn is water. */
  neighbours: MultiPolygon;
  lakes: MultiPolygon;
  rivers: MultiLineString;
}

/** Lines between the counties of one state, and each county's name with where to write it. */
export interface Counties {
  lines: MultiLineString;
  names: [name: string, longitude: number, latitude: number][];
}

/** Every town and neighbourhood of the West with at least 1,000 people: its name, state, where to write it and its population. */
export type TownNames = [name: string, state: string, longitude: number, latitude: number, population: number, neighbourhood: 0 | 1][];

/** Precached with the app. */
export const basemapUrl = '/basemap/western-us.json';
/** Fetched once the map is zoomed in far enough to show counties. */
export const countiesUrl = '/basemap/western-us-counties.json';
/** Fetched once the map is zoomed in to a city. */
export const townsUrl = '/basemap/western-us-towns.json';
