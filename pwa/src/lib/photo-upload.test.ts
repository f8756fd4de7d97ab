import { describe, expect, it } from 'vitest';
import { checkPhotos, storedPathOf } from './photo-upload';

const file = (name: string, type: string, size = 1000) => new File([new Uint8Array(size)], name, { type });

describe('checkPhotos', () => {
  it('allows up to 5 photos of the four types', () => {
    expect(checkPhotos(3, [file('a.jpg', 'image/jpeg'), file('b.webp', 'image/webp')])).toBeNull();
  });

  it('gives Too many images past 5', () => {
    expect(checkPhotos(4, [file('a.png', 'image/png'), file('b.png', 'image/png')])).toEqual({
      title: 'Too many images',
      description: 'Maximum 5 images allowed',
    });
  });

  it('gives Invalid file type for anything else', () => {
    expect(checkPhotos(0, [file('a.pdf', 'application/pdf')])?.title).toBe('Invalid file type');
  });

  it('gives File too large past 5 MB', () => {
    expect(checkPhotos(0, [file('big.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1)])).toEqual({
      title: 'File too large',
      description: 'big.jpg exceeds 5MB limit',
    });
  });
});

describe('storedPathOf', () => {
  it('keeps the last two path segments of the upload address under /api/images', () => {
    expect(storedPathOf('http://127.0.0.1:8080/api/images/uploads/0b8f3c1e-4c1e-4f43-9a57-1f0d2c3b4a5e.webp')).toBe(
      '/api/images/uploads/0b8f3c1e-4c1e-4f43-9a57-1f0d2c3b4a5e.webp',
    );
  });
});
