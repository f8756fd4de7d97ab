export interface City {
  name: string;
  state: string;
  latitude: number;
  longitude: number;
}

export const cities: readonly City[] = [
  { name: 'Los Angeles', state: 'CA', latitude: 34.0522, longitude: -118.2437 },
  { name: 'San Francisco', state: 'CA', latitude: 37.7749, longitude: -122.4194 },
  { name: 'San Diego', state: 'CA', latitude: 32.7157, longitude: -117.1611 },
  { name: 'Seattle', state: 'WA', latitude: 47.6062, longitude: -122.3321 },
  { name: 'Portland', state: 'OR', latitude: 45.5152, longitude: -122.6784 },
  { name: 'Phoenix', state: 'AZ', latitude: 33.4484, longitude: -112.074 },
  { name: 'Denver', state: 'CO', latitude: 39.7392, longitude: -104.9903 },
  { name: 'Las Vegas', state: 'NV', latitude: 36.1699, longitude: -115.1398 },
  { name: 'Salt Lake City', state: 'UT', latitude: 40.7608, longitude: -111.891 },
  { name: 'Sacramento', state: 'CA', latitude: 38.5816, longitude: -121.4944 },
  { name: 'Fresno', state: 'CA', latitude: 36.7378, longitude: -119.7871 },
  { name: 'Oakland', state: 'CA', latitude: 37.8044, longitude: -122.2712 },
  { name: 'Long Beach', state: 'CA', latitude: 33.7701, longitude: -118.1937 },
  { name: 'Colorado Springs', state: 'CO', latitude: 38.8339, longitude: -104.8214 },
  { name: 'Mesa', state: 'AZ', latitude: 33.4152, longitude: -111.8315 },
  { name: 'Tucson', state: 'AZ', latitude: 32.2226, longitude: -110.9747 },
  { name: 'Anaheim', state: 'CA', latitude: 33.8366, longitude: -117.9143 },
  { name: 'Santa Ana', state: 'CA', latitude: 33.7455, longitude: -117.8677 },
  { name: 'Riverside', state: 'CA', latitude: 33.9533, longitude: -117.3962 },
  { name: 'Stockton', state: 'CA', latitude: 37.9577, longitude: -121.2908 },
];

export const cityLabel = (city: City): string => `${city.name}, ${city.state}`;

/** The map's city filter compares the part of "City, ST" before the comma. */
export const cityNameOf = (label: string): string => label.split(',')[0]?.trim() ?? '';

/** A city a list is asked to narrow to, as its filter compares it: none when no city is asked for. */
export const cityFilterOf = (label: string | undefined): string | undefined => (label ? cityNameOf(label) : undefined);
