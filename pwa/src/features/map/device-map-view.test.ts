import type { MapHouse } from '@stagehouse/shared/map-view.schema';
import { describe, expect, it } from 'vitest';
import { mapViewOnDevice } from './device-map-view';
import type { PropertyFilters } from './map-query';

const house = (id: number, fields: Partial<MapHouse> = {}): MapHouse => ({
  id,
  address: `${id} Elm St`,
  city: 'Denver',
  state: 'CO',
  zipCode: '80205',
  latitude: 39.75,
  longitude: -104.99,
  furnitureCount: 2,
  companyName: 'Ana Staging',
  companyId: 1,
  openHouseDate: '2026-12-20',
  over: false,
  photo: null,
  prices: [100],
  ...fields,
});

const noFilters: PropertyFilters = { city: '', zip: '', bbox: null, showPast: false };
const denver = { latitude: 39.75, longitude: -104.99 };
// 07:30 UTC on December 7: still December 6 in California, already December 7 in Colorado.
const now = Date.parse('2026-12-07T07:30:00Z');
const ids = (houses: MapHouse[]) => houses.map((h) => h.id);

describe('the map worked out on the device', () => {
  it('leaves out open houses that are over, as the server said or as the day after has passed where the house stands', () => {
    const houses = [
      house(1, { state: 'CA', city: 'Oakland', openHouseDate: '2026-12-05' }),
      house(2, { openHouseDate: '2026-12-05' }),
      house(3, { openHouseDate: '2026-12-06' }),
      house(4, { openHouseDate: null }),
      house(5, { over: true }),
    ];
    const answer = (filters: PropertyFilters) => mapViewOnDevice(houses, { filters, view: null, near: denver, limit: 12 }, now);
    expect(ids(answer(noFilters).nearby).sort()).toEqual([1, 3, 4]);
    expect(answer(noFilters).total).toBe(3);
    const withPast = answer({ ...noFilters, showPast: true });
    expect(withPast.total).toBe(5);
    expect(
      withPast.nearby
        .filter((h) => h.over)
        .map((h) => h.id)
        .sort(),
    ).toEqual([2, 5]);
    expect(answer({ ...noFilters, showPast: true, zip: '94' }).total).toBe(0);
    expect(ids(answer({ ...noFilters, city: 'Oakland, CA' }).nearby)).toEqual([1]);
  });

  it('lists the nearest first, as many as asked, and the box they all fill', () => {
    const houses = [house(1, { latitude: 40.5 }), house(2, { latitude: 39.76 }), house(3, { latitude: 37, longitude: -122 })];
    const answer = mapViewOnDevice(houses, { filters: noFilters, view: null, near: denver, limit: 2 }, now);
    expect(ids(answer.nearby)).toEqual([2, 1]);
    expect(answer.total).toBe(3);
    expect(answer.bounds).toEqual([-122, 37, -104.99, 40.5]);
  });

  it('draws close houses as one cluster with their pieces and box, and a lone one as a pin', () => {
    const houses = [
      house(1, { latitude: 39.75, longitude: -104.99 }),
      house(2, { latitude: 39.76, longitude: -104.98, furnitureCount: 5 }),
      house(3, { latitude: 37.8, longitude: -122.27 }),
    ];
    const view = { bbox: [-125, 31, -102, 49] as [number, number, number, number], zoom: 5 };
    const answer = mapViewOnDevice(houses, { filters: noFilters, view, near: denver, limit: 12 }, now);
    expect(answer.clusters).toEqual([
      {
        latitude: expect.closeTo(39.755, 2),
        longitude: expect.closeTo(-104.985, 2),
        houses: 2,
        pieces: 7,
        bounds: [-104.99, 39.75, -104.98, 39.76],
      },
    ]);
    expect(ids(answer.pins)).toEqual([3]);
    // Without a view, the same, as a phone's map fitted to all of them shows them.
    const unseen = mapViewOnDevice(houses, { filters: noFilters, view: null, near: denver, limit: 12 }, now);
    expect(unseen.clusters).toEqual(answer.clusters);
    expect(ids(unseen.pins)).toEqual([3]);
  });
});
