import { describe, expect, it } from 'vitest';
import { formatUsd } from './money';

describe('formatUsd', () => {
  it('formats US dollars en-US with no decimals', () => {
    expect(formatUsd(0)).toBe('$0');
    expect(formatUsd(1234.5)).toBe('$1,235');
    expect(formatUsd(25)).toBe('$25');
    expect(formatUsd(1_000_000)).toBe('$1,000,000');
  });
});
