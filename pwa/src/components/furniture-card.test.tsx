import { describe, expect, it } from 'vitest';
import { cardImageOf, locationOf } from './furniture-card';

describe('furniture card helpers', () => {
  it('take the second-to-last part of the address as the location, or Location TBD', () => {
    expect(locationOf('742 Evergreen Ter, San Francisco, CA 94110')).toBe('San Francisco');
    expect(locationOf('Somewhere')).toBe('Location TBD');
    expect(locationOf(null)).toBe('Location TBD');
  });

  it('show the thumbnail of an uploaded photo and sample photos as they are', () => {
    expect(cardImageOf('/api/images/uploads/0b8f3c1e-4c1e-4f43-9a57-1f0d2c3b4a5e.webp')).toBe(
      '/api/images/uploads/0b8f3c1e-4c1e-4f43-9a57-1f0d2c3b4a5e-thumb.webp',
    );
    expect(cardImageOf('/api/images/seating-1.webp')).toBe('/api/images/seating-1.webp');
  });
});
