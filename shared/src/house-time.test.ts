import { describe, expect, it } from 'vitest';
import { houseInstant, houseTimeZone, houseToday, isOpenHousePast, nextDay, previousDay } from './house-time';

describe('house time', () => {
  it('knows the zone of a Western state', () => {
    expect(houseTimeZone('CA')).toBe('America/Los_Angeles');
    expect(houseTimeZone('az')).toBe('America/Phoenix');
    expect(houseTimeZone('CO')).toBe('America/Denver');
    expect(houseTimeZone(null)).toBe('America/Denver');
  });

  it('turns a local day and time into the instant, in summer and winter time', () => {
    expect(houseInstant('2026-12-06', '09:00', 'America/Los_Angeles')).toBe('2026-12-06T17:00:00.000Z');
    expect(houseInstant('2026-07-06', '09:00', 'America/Los_Angeles')).toBe('2026-07-06T16:00:00.000Z');
    expect(houseInstant('2026-07-06', '17:00', 'America/Phoenix')).toBe('2026-07-07T00:00:00.000Z');
    expect(houseInstant('2026-12-06', '13:30', 'America/Denver')).toBe('2026-12-06T20:30:00.000Z');
  });

  it('tells today in the zone, the next day and the day before', () => {
    expect(houseToday('America/Los_Angeles', Date.parse('2026-12-06T05:00:00Z'))).toBe('2026-12-05');
    expect(houseToday('America/Denver', Date.parse('2026-12-06T08:00:00Z'))).toBe('2026-12-06');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(previousDay('2027-01-01')).toBe('2026-12-31');
    expect(previousDay('2028-03-01')).toBe('2028-02-29');
  });

  it('calls an open house past once its day is before today where the house stands', () => {
    // 07:30 UTC on December 6 is 23:30 on December 5 in California and 00:30 on December 6 in Colorado.
    const at = Date.parse('2026-12-06T07:30:00Z');
    expect(isOpenHousePast('2026-12-05', 'CA', at)).toBe(false);
    expect(isOpenHousePast('2026-12-05', 'CO', at)).toBe(true);
    expect(isOpenHousePast('2026-12-04', 'CA', at)).toBe(true);
    expect(isOpenHousePast('2026-12-06', 'CO', at)).toBe(false);
    expect(isOpenHousePast(null, 'CA', at)).toBe(false);
  });
});
