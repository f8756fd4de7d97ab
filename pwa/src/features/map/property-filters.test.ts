import type { PropertyWithFurniture } from '@stagehouse/shared/property.schema';
import { describe, expect, it } from 'vitest';
import { isPastAt, matchesFilters, type PropertyFilters } from './property-filters';

const house = (id: number, state: string, openHouseDate: string | null): PropertyWithFurniture => ({
  id,
  address: `${id} Elm St`,
  city: 'Denver',
  state,
  zipCode: '80205',
  latitude: 39.75,
  longitude: -104.99,
  furnitureCount: 1,
  companyName: 'Ana Staging',
  companyId: 1,
  openHouseDate,
});

const noFilters: PropertyFilters = { city: '', zip: '', bbox: null, showPast: false };
// 07:30 UTC on December 6: still December 5 in California, already December 6 in Colorado.
const now = Date.parse('2026-12-06T07:30:00Z');

describe('past open houses on the map', () => {
  it('are past once their day is before today in the house’s own time zone', () => {
    expect(isPastAt(house(1, 'CA', '2026-12-05'), now)).toBe(false);
    expect(isPastAt(house(2, 'CO', '2026-12-05'), now)).toBe(true);
    expect(isPastAt(house(3, 'CO', '2026-12-06'), now)).toBe(false);
    expect(isPastAt(house(4, 'CO', null), now)).toBe(false);
  });

  it('are hidden unless Show past is on, and the other filters still apply to them', () => {
    const houses = [house(1, 'CA', '2026-12-05'), house(2, 'CO', '2026-12-05'), house(3, 'CO', '2026-12-20'), house(4, 'CO', null)];
    const shown = (f: PropertyFilters) => houses.filter((p) => matchesFilters(p, f, now)).map((p) => p.id);
    expect(shown(noFilters)).toEqual([1, 3, 4]);
    expect(shown({ ...noFilters, showPast: true })).toEqual([1, 2, 3, 4]);
    expect(shown({ ...noFilters, showPast: true, zip: '94' })).toEqual([]);
  });
});
