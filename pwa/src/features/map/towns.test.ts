import { cities } from '@stagehouse/shared/cities';
import { describe, expect, it } from 'vitest';
import { townNamesZoom, townsOf, withNamedTowns } from './towns';

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

describe('withNamedTowns', () => {
  it('adds the towns of the bundled list not written yet, the larger from a lower zoom, keeping the order by zoom', () => {
    const towns = withNamedTowns(townsOf(cities, [property('Boise', 'ID', 43.6, -116.2)]), [
      ['Denver', 'CO', -104.98, 39.74, 715_000, 0],
      ['Boise', 'ID', -116.2, 43.6, 235_000, 0],
      ['Aurora', 'CO', -104.8, 39.7, 386_000, 0],
      ['Golden', 'CO', -105.2, 39.75, 20_000, 0],
      ['Nederland', 'CO', -105.5, 39.96, 1_500, 0],
      ['Capitol Hill', 'CO', -104.98, 39.73, 15_000, 1],
    ]);
    expect(towns.filter((t) => t.name === 'Denver')).toHaveLength(1);
    expect(towns.filter((t) => t.name === 'Boise')).toHaveLength(1);
    const zoomOf = (name: string) => towns.find((t) => t.name === name)!.minZoom;
    expect(zoomOf('Aurora')).toBe(townNamesZoom);
    expect(zoomOf('Golden')).toBeGreaterThan(zoomOf('Aurora'));
    expect(zoomOf('Nederland')).toBeGreaterThan(zoomOf('Golden'));
    expect(zoomOf('Capitol Hill')).toBeGreaterThan(zoomOf('Nederland'));
    expect(towns.find((t) => t.name === 'Aurora')).toMatchObject({ state: 'CO', latitude: 39.7, longitude: -104.8 });
    expect(towns.map((t) => t.minZoom)).toEqual([...towns.map((t) => t.minZoom)].sort((a, b) => a - b));
  });
});
