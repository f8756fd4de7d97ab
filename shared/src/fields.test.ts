import { describe, expect, it } from 'vitest';
import { priceOf } from './fields';

describe('priceOf', () => {
  it('reads a price the way the forms and the server do', () => {
    expect(priceOf('$1,200')).toBe(1200);
    expect(priceOf(' 19.99 ')).toBe(19.99);
    expect(priceOf(640)).toBe(640);
    expect(priceOf('12,345.67')).toBe(12345.67);
  });

  it('answers undefined for what is not a price', () => {
    for (const value of ['', 'ten dollars', '1.234', '-5', '$1,2,3', ',,1,,,0,0,', '1,20', '12 00', '1$', null, undefined, {}])
      expect(priceOf(value)).toBeUndefined();
  });
});
