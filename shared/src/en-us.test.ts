import { describe, expect, it } from 'vitest';
import { groupDigits, longDayOf } from './en-us';

describe('en-US written out', () => {
  it('groups thousands as Intl does', () => {
    for (const n of [0, 7, 999, 1000, 12_345, 999_999, 1_000_000, 1_234_567_890, -1234])
      expect(groupDigits(n)).toBe(n.toLocaleString('en-US'));
  });

  it('names every day of two years as Intl does', () => {
    const intl = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    for (let at = Date.UTC(2026, 0, 1); at < Date.UTC(2028, 0, 1); at += 86_400_000) {
      const date = new Date(at).toISOString().slice(0, 10);
      expect(longDayOf(date)).toBe(intl.format(new Date(`${date}T12:00:00Z`)));
    }
  });
});
