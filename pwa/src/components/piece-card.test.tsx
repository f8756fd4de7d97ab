import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { localDb } from '../lib/local-db';
import { piece } from '../test/piece';
import { cardImageOf, SaveToggle, locationOf } from './piece-card';

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

describe('the heart', () => {
  it('fills the moment it is tapped, and stays filled once the device has the piece saved', async () => {
    render(<SaveToggle piece={piece('p-heart', 1, 'Oak Bench')} />);
    const heart = screen.getByRole('button', { name: 'Save Oak Bench' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(heart);
    // Before the write to IndexedDB has finished.
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await waitFor(async () => expect(await localDb.savedPieces.get('p-heart')).toBeDefined());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Remove Oak Bench from saved pieces' })).toHaveAttribute('aria-pressed', 'true'),
    );
  });
});
