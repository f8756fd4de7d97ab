import { describe, expect, it } from 'vitest';
import { fitZoom, maxFitZoom } from './map-grid';

describe('fitZoom', () => {
  it('is the zoom at which a box fills a phone’s map, as Leaflet fits it', () => {
    // The Western states, 23° wide: zoom 4 on 360 px (at 5 they would need 523 px).
    expect(fitZoom([-125, 31, -102, 49])).toBe(4);
    // Denver's houses, about 9 km across.
    expect(fitZoom([-105.05, 39.7, -104.95, 39.8])).toBe(12);
    // A band across the West: a wide screen fits one more level.
    expect(fitZoom([-125, 40, -102, 41])).toBe(4);
    expect(fitZoom([-125, 40, -102, 41], { width: 800, height: 500 })).toBe(5);
  });

  it('goes no closer than a fitted map does, even for a single house', () => {
    expect(fitZoom([-104.99, 39.74, -104.99, 39.74])).toBe(maxFitZoom);
  });
});
