import { describe, expect, it } from 'vitest';
import { pickupWindowText } from './pickup-window';

describe('pickupWindowText', () => {
  it('reads a window as its day and hours, whatever the device time zone', () => {
    expect(pickupWindowText({ day: '2026-12-06', from: '09:00', to: '12:00' })).toBe('Sun, Dec 6, 9:00 AM–12:00 PM');
    expect(pickupWindowText({ day: '2026-12-31', from: '13:30', to: '17:00' })).toBe('Thu, Dec 31, 1:30 PM–5:00 PM');
  });
});
