import { describe, expect, it } from 'vitest';
import { returnPathOf } from './return-path';

describe('returnPathOf', () => {
  it('gives back a path on this site with its query', () => {
    expect(returnPathOf({ from: '/list-furniture' })).toBe('/list-furniture');
    expect(returnPathOf({ from: '/edit-furniture?id=abc-123' })).toBe('/edit-furniture?id=abc-123');
  });

  it('refuses anything that would leave the site', () => {
    for (const from of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      'list-furniture',
    ]) {
      expect(returnPathOf({ from }), from).toBeNull();
    }
  });

  it('is null without a usable state', () => {
    expect(returnPathOf(null)).toBeNull();
    expect(returnPathOf({})).toBeNull();
    expect(returnPathOf({ from: 42 })).toBeNull();
    expect(returnPathOf('/sales')).toBeNull();
  });
});
