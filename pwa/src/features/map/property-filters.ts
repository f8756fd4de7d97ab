import { cityNameOf } from '@stagehouse/shared/cities';
import type { MapHouse } from '@stagehouse/shared/map-view.schema';
import type { PropertyFilters } from './map-query';

/** The same rules as the server: city by the name before the comma, zip contains, inside the box; past open houses only when asked for. */
export function matchesFilters(p: MapHouse, f: PropertyFilters): boolean {
  if (!f.showPast && p.over) return false;
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
