import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maxMapMarkers } from './map-grid';
import { type Cell, gridOf, mergeClose } from './map-markers';

describe('gridOf', () => {
  it('keeps the cells of any view and zoom within the marker limit', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -180, max: 179, noNaN: true }),
        fc.double({ min: -89, max: 88, noNaN: true }),
        fc.double({ min: 0.0001, max: 360, noNaN: true }),
        fc.double({ min: 0.0001, max: 170, noNaN: true }),
        fc.integer({ min: 0, max: 15 }),
        (west, south, width, height, zoom) => {
          const view = [west, south, Math.min(180, west + width), Math.min(89.9, south + height)] as const;
          const size = gridOf([...view], zoom);
          const across = Math.floor((view[2] + 180) / size.longitude) - Math.floor((view[0] + 180) / size.longitude) + 1;
          const down = Math.floor((view[3] + 90) / size.latitude) - Math.floor((view[1] + 90) / size.latitude) + 1;
          expect(across * down).toBeLessThanOrEqual(maxMapMarkers);
        },
      ),
    );
  });
});

describe('mergeClose', () => {
  const cell = (id: number, longitude: number, latitude: number, houses = 1): Cell => ({
    id,
    houses,
    pieces: houses * 2,
    latitude,
    longitude,
    bounds: [longitude, latitude, longitude, latitude],
  });

  it('draws cells closer than a cell apart as one marker, the larger taking the smaller in', () => {
    const size = { longitude: 1, latitude: 0.75 };
    const merged = mergeClose([cell(1, 0.95, 0.5), cell(2, 1.05, 0.5, 3), cell(3, 3, 0.5)], size);
    expect(merged).toEqual([
      { id: 1, houses: 4, pieces: 8, latitude: 0.5, longitude: expect.closeTo(1.025, 5), bounds: [0.95, 0.5, 1.05, 0.5] },
      cell(3, 3, 0.5),
    ]);
    // Every house stays counted once, and any two markers left stand a cell apart one way or the other.
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.double({ min: 0, max: 10, noNaN: true }), fc.double({ min: 0, max: 10, noNaN: true })), { maxLength: 60 }),
        (points) => {
          const left = mergeClose(
            points.map(([x, y], i) => cell(i, x, y)),
            size,
          );
          expect(left.reduce((n, c) => n + c.houses, 0)).toBe(points.length);
          for (const a of left)
            for (const b of left)
              if (a !== b)
                expect(Math.abs(a.longitude - b.longitude) >= size.longitude || Math.abs(a.latitude - b.latitude) >= size.latitude).toBe(
                  true,
                );
        },
      ),
    );
  });
});
