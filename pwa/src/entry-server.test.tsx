import { describe, expect, it } from 'vitest';
import { pageOf } from './entry-server';

const at = (path: string) => pageOf(new URL(path, 'https://stagehouse.example'))?.href.replace('https://stagehouse.example', '') ?? null;

describe('the page the server draws', () => {
  it('is named by its path in its one spelling, with only the query the page reads', () => {
    expect(at('/map')).toBe('/map');
    expect(at('/open-house/12?utm=1')).toBe('/open-house/12');
    expect(at('/piece/3f2b1c4e-8d9a-4b7c-9e1f-0a2b3c4d5e6f')).toBe('/piece/3f2b1c4e-8d9a-4b7c-9e1f-0a2b3c4d5e6f');
  });

  it('is none for any other spelling of a page, so no spelling takes a place of its own among the kept pages', () => {
    for (const path of [
      '/MAP',
      '/m%61p',
      '/map/',
      '/Open-House/12',
      '/open-house/%31%32',
      '/open-house/012',
      '/company/1/',
      '/Piece/3f2b1c4e-8d9a-4b7c-9e1f-0a2b3c4d5e6f',
      '/piece/3F2B1C4E-8D9A-4B7C-9E1F-0A2B3C4D5E6F',
    ])
      expect(at(path), path).toBeNull();
  });

  it('is none for a screen the browser draws alone', () => {
    expect(at('/sales')).toBeNull();
    expect(at('/admin')).toBeNull();
  });
});
