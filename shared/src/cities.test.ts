import { describe, expect, it } from 'vitest';
import { cities, cityFilterOf, cityLabel, cityNameOf } from './cities';

describe('cities', () => {
  it('lists the 20 cities of the spec in order, all in the Western United States', () => {
    expect(cities.map(cityLabel)).toEqual([
      'Los Angeles, CA',
      'San Francisco, CA',
      'San Diego, CA',
      'Seattle, WA',
      'Portland, OR',
      'Phoenix, AZ',
      'Denver, CO',
      'Las Vegas, NV',
      'Salt Lake City, UT',
      'Sacramento, CA',
      'Fresno, CA',
      'Oakland, CA',
      'Long Beach, CA',
      'Colorado Springs, CO',
      'Mesa, AZ',
      'Tucson, AZ',
      'Anaheim, CA',
      'Santa Ana, CA',
      'Riverside, CA',
      'Stockton, CA',
    ]);
    for (const city of cities) {
      expect(city.longitude).toBeLessThan(-100);
      expect(city.latitude).toBeGreaterThan(31);
    }
  });

  it('compares on the city name before the comma', () => {
    expect(cityNameOf('Salt Lake City, UT')).toBe('Salt Lake City');
    expect(cityFilterOf('Oakland, CA')).toBe('Oakland');
    expect(cityFilterOf('Oakland')).toBe('Oakland');
    expect(cityFilterOf('')).toBeUndefined();
    expect(cityFilterOf(undefined)).toBeUndefined();
  });
});
