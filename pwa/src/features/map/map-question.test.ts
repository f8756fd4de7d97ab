import { describe, expect, it } from 'vitest';
import { mapViewQuerySchema } from '@stagehouse/shared/map-view.schema';
import { paramsOf } from './use-map-view';

const filters = { city: 'Denver, CO', zip: '', bbox: null, showPast: true };

describe('the map’s question', () => {
  it('leaves blank filters out, rounds the view and keeps the default list length out of the address', () => {
    expect(paramsOf({ filters, viewport: null, near: null, limit: 12 })).toEqual({ city: 'Denver, CO', past: '1' });
    const viewport = {
      bbox: [-105.123456, 39.5, -104.5, 40.1] as [number, number, number, number],
      zoom: 11,
      center: { latitude: 39.8, longitude: -104.8 },
    };
    expect(paramsOf({ filters, viewport, near: null, limit: 24 })).toEqual({
      city: 'Denver, CO',
      past: '1',
      view: '-105.1235,39.5000,-104.5000,40.1000',
      zoom: '11',
      limit: '24',
    });
  });

  it('asks from a place the server takes, even after the map was panned round the world', () => {
    const near = { latitude: 39.75, longitude: -464.99 };
    const params = paramsOf({ filters, viewport: null, near, limit: 12 });
    expect(params.near).toBe('39.7500,-104.9900');
    expect(mapViewQuerySchema.safeParse(params).success).toBe(true);
    // Zoomed out past the whole world on a wide screen.
    const world = { bbox: [-1464, -89, 1236, 89] as [number, number, number, number], zoom: 0, center: { latitude: 0, longitude: -114 } };
    const wide = paramsOf({ filters, viewport: world, near: null, limit: 12 });
    expect(wide.view).toBe('-180.0000,-85.0000,180.0000,85.0000');
    expect(mapViewQuerySchema.safeParse(wide).success).toBe(true);
  });
});
