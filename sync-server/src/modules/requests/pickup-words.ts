import { clockOf, monthNames, weekdayNames } from '@stagehouse/shared/en-us';
import { houseInstant } from '@stagehouse/shared/house-time';

/** The zone's short name at an instant, as its clocks read then: "MST", "PDT". */
const zoneNameAt = (zone: string, instant: string): string =>
  new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' })
    .formatToParts(new Date(instant))
    .find((part) => part.type === 'timeZoneName')!.value;

/**
 * A pickup window as an email writes it, in the house's time zone: "Saturday, December 13,
 * 1:00–5:00 PM MST"; the first time keeps its AM or PM when the two differ ("9:00 AM–1:00 PM").
 */
export function pickupWords(window: { day: string; from: string; to: string }, zone: string): string {
  const day = new Date(`${window.day}T12:00:00Z`);
  const from = clockOf(window.from);
  const to = clockOf(window.to);
  const sameHalf = from.slice(-2) === to.slice(-2);
  const start = sameHalf ? from.slice(0, -3) : from;
  const zoneName = zoneNameAt(zone, houseInstant(window.day, window.from, zone));
  return `${weekdayNames[day.getUTCDay()]}, ${monthNames[day.getUTCMonth()]} ${day.getUTCDate()}, ${start}–${to} ${zoneName}`;
}
