import { describe, expect, it } from 'vitest';
import { addressKey } from './address-key';

describe('addressKey', () => {
  it('is the same for one address written with other case, spacing or a full stop', () => {
    const key = addressKey('12 Main St, Reno, NV 89501');
    for (const spelling of ['12 main st, reno, nv 89501', '  12  Main St ,Reno,   NV 89501 ', '12 MAIN ST, RENO, NV 89501.'])
      expect(addressKey(spelling)).toBe(key);
  });

  it('tells other addresses apart', () => {
    expect(addressKey('12 Main St, Reno, NV 89501')).not.toBe(addressKey('12 Main St, Reno, NV 89502'));
    expect(addressKey('12 Main St, Reno, NV 89501')).not.toBe(addressKey('121 Main St, Reno, NV 89501'));
  });
});
