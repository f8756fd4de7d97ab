import { describe, expect, it } from 'vitest';
import { formatUsd, fromCents, toCents } from './money';

describe('formatUsd', () => {
  it('formats US dollars en-US with no decimals', () => {
    expect(formatUsd(0)).toBe('$0');
    expect(formatUsd(1234.5)).toBe('$1,235');
    expect(formatUsd(25)).toBe('$25');
    expect(formatUsd(1_000_000)).toBe('$1,000,000');
    expect(formatUsd(999.5)).toBe('$1,000');
    expect(formatUsd(-1234.5)).toBe('-$1,235');
  });

  it('writes what Intl.NumberFormat writes for every whole and half amount', () => {
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    for (let amount = -2_000_000; amount <= 2_000_000; amount += 997.5) expect(formatUsd(amount)).toBe(usd.format(amount));
  });
});

describe('cents', () => {
  it('turns dollars into whole cents, rounding half a cent up', () => {
    expect(toCents(12.34)).toBe(1234);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(19.995)).toBe(2000);
    expect(toCents(5)).toBe(500);
  });

  it('turns what the database answers into dollars', () => {
    expect(fromCents(1234)).toBe(12.34);
    expect(fromCents('170375')).toBe(1703.75);
    expect(fromCents(44500n)).toBe(445);
    expect(fromCents(null)).toBe(0);
    expect(fromCents(undefined)).toBe(0);
    expect(fromCents(1234.6)).toBe(12.35);
  });

  it('round-trips every price a form accepts', () => {
    for (let cents = 0; cents < 100_000; cents += 7) expect(toCents(fromCents(cents))).toBe(cents);
  });
});
