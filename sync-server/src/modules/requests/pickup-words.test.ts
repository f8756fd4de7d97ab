import { describe, expect, it } from 'vitest';
import { pickupWords } from './pickup-words';

describe('pickup windows in emails', () => {
  it('write the day, the times and the zone as the house reads them, summer and winter', () => {
    expect(pickupWords({ day: '2026-12-13', from: '13:00', to: '17:00' }, 'America/Denver')).toBe('Sunday, December 13, 1:00–5:00 PM MST');
    expect(pickupWords({ day: '2026-07-04', from: '09:00', to: '12:30' }, 'America/Los_Angeles')).toBe(
      'Saturday, July 4, 9:00 AM–12:30 PM PDT',
    );
    expect(pickupWords({ day: '2026-12-14', from: '09:00', to: '11:00' }, 'America/Phoenix')).toBe(
      'Monday, December 14, 9:00–11:00 AM MST',
    );
  });
});
