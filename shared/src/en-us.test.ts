import { describe, expect, it } from 'vitest';
import { clockOf, groupDigits, longDayOf, shortDayOf } from './en-us';

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

  it('names every day of two years in short as Intl does', () => {
    const intl = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
    for (let at = Date.UTC(2026, 0, 1); at < Date.UTC(2028, 0, 1); at += 86_400_000) {
      const date = new Date(at).toISOString().slice(0, 10);
      expect(shortDayOf(date)).toBe(intl.format(new Date(`${date}T12:00:00Z`)));
    }
  });

  it('reads every minute of a day on a 12-hour clock as Intl does', () => {
    const intl = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
    for (let minute = 0; minute < 24 * 60; minute += 1) {
      const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
      expect(clockOf(time)).toBe(intl.format(new Date(`2000-01-01T${time}:00Z`)).replace('\u202f', ' '));
    }
  });
});
