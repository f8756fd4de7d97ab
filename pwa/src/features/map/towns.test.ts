import { cities } from '@stagehouse/shared/cities';
import { describe, expect, it } from 'vitest';
import { townsOf } from './towns';

const property = (city: string, state: string, latitude: number, longitude: number) => ({ city, state, latitude, longitude });

describe('townsOf', () => {
  it('writes every known city once, the largest first, with the towns of properties elsewhere after them', () => {
    const towns = townsOf(cities, [
      property('Boise', 'ID', 43.6, -116.2),
      property('Boise', 'ID', 43.62, -116.22),
      property('denver ', 'co', 39.7, -105),
    ]);
    expect(towns).toHaveLength(cities.length + 1);
    expect(towns.filter((t) => t.name === 'Denver')).toHaveLength(1);
    expect(towns[0]!.minZoom).toBe(4);
    expect(towns.map((t) => t.minZoom)).toEqual([...towns.map((t) => t.minZoom)].sort((a, b) => a - b));
    const boise = towns.at(-1)!;
    expect(boise).toMatchObject({ name: 'Boise', state: 'ID', minZoom: 9 });
    expect(boise.latitude).toBeCloseTo(43.61);
    expect(boise.longitude).toBeCloseTo(-116.21);
  });

  it('shows the largest cities before their suburbs', () => {
    const zoomOf = (name: string) => townsOf(cities, []).find((t) => t.name === name)!.minZoom;
    expect(zoomOf('Los Angeles')).toBeLessThan(zoomOf('Long Beach'));
    expect(zoomOf('Long Beach')).toBeLessThan(zoomOf('Anaheim'));
    expect(zoomOf('San Francisco')).toBeLessThan(zoomOf('Oakland'));
  });

  it('skips properties with no town', () => {
    expect(townsOf([], [property(' ', 'CA', 34, -118)])).toEqual([]);
  });
});
