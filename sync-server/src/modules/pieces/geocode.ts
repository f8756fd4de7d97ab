import { cities } from '@stagehouse/shared/cities';
import zipcodes from 'zipcodes';

export interface Place {
  city: string;
  state: string;
  zip: string;
  latitude: number;
  longitude: number;
}

/**
 * City, state, zip and coordinates of an address, looked up offline: the zip code database ships
 * in an npm package, so no network call is made. Falls back to a known city named in the address.
 */
export function placeOf(address: string): Place | null {
  const zip = address.match(/\b(\d{5})(?:-\d{4})?\s*$/)?.[1] ?? address.match(/\b(\d{5})\b/)?.[1];
  const info = zip ? zipcodes.lookup(zip) : undefined;
  if (info) return { city: info.city, state: info.state, zip: info.zip, latitude: info.latitude, longitude: info.longitude };
  const lower = address.toLowerCase();
  const city = cities.find((c) => lower.includes(c.name.toLowerCase()));
  return city ? { city: city.name, state: city.state, zip: zip ?? '', latitude: city.latitude, longitude: city.longitude } : null;
}
