import { cityNameOf } from '@stagehouse/shared/cities';
import { isOpenHousePast } from '@stagehouse/shared/house-time';
import type { PropertyWithFurniture } from '@stagehouse/shared/property.schema';

export type Bbox = [west: number, south: number, east: number, north: number];

export interface PropertyFilters {
  city: string;
  zip: string;
  bbox: Bbox | null;
  /** Whether open houses whose day is over are shown too. */
  showPast: boolean;
}

/** Whether the property's open house day is over where the house stands, at `now`. */
export const isPastAt = (p: PropertyWithFurniture, now: number): boolean => isOpenHousePast(p.openHouseDate, p.state, now);

export function parseBbox(value: string | null): Bbox | null {
  const parts = value?.split(',').map(Number);
  return parts?.length === 4 && parts.every(Number.isFinite) ? (parts as Bbox) : null;
}

export const formatBbox = (bbox: Bbox): string => bbox.map((n) => n.toFixed(4)).join(',');

/** The same rules as the server: city by the name before the comma, zip contains, inside the box; past open houses only when asked for. */
export function matchesFilters(p: PropertyWithFurniture, f: PropertyFilters, now: number): boolean {
  if (!f.showPast && isPastAt(p, now)) return false;
  if (f.city && p.city !== cityNameOf(f.city)) return false;
  if (f.zip && !p.zipCode.includes(f.zip.trim())) return false;
  if (f.bbox) {
    const [west, south, east, north] = f.bbox;
    if (p.longitude < west || p.longitude > east || p.latitude < south || p.latitude > north) return false;
  }
  return true;
}

const toRad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in miles. */
export function distanceMiles(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const dLat = toRad(b.latitude - a.latitude);
  const dLon = toRad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.latitude)) * Math.cos(toRad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 3958.8 * 2 * Math.asin(Math.sqrt(h));
}

export const byDistanceFrom = (origin: { latitude: number; longitude: number }, properties: PropertyWithFurniture[]) =>
  properties.map((p) => ({ property: p, miles: distanceMiles(origin, p) })).sort((a, b) => a.miles - b.miles);
