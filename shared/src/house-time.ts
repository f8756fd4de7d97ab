/** The time zone of a Western US state's houses (Arizona keeps standard time all year). */
const zoneOfState: Record<string, string> = {
  CA: 'America/Los_Angeles',
  NV: 'America/Los_Angeles',
  OR: 'America/Los_Angeles',
  WA: 'America/Los_Angeles',
  AZ: 'America/Phoenix',
  AK: 'America/Anchorage',
  HI: 'Pacific/Honolulu',
};

/** The zone of a house in a state the table above does not name. */
const defaultZone = 'America/Denver';

export const houseTimeZone = (state: string | null): string => zoneOfState[(state ?? '').toUpperCase()] ?? defaultZone;

/** Each zone a house may keep time by, with the states whose houses do; `states` is undefined for every other state. */
export const houseZones: readonly { zone: string; states?: string[] }[] = [
  ...[...new Set(Object.values(zoneOfState))].map((zone) => ({
    zone,
    states: Object.keys(zoneOfState).filter((state) => zoneOfState[state] === zone),
  })),
  { zone: defaultZone },
];

/** One formatter per zone: making one costs far more than using it. */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** How far the zone's clock is ahead of UTC at that instant, in milliseconds. */
function offsetMs(zone: string, at: number): number {
  const parts = Object.fromEntries(
    formatterOf(zone)
      .formatToParts(at)
      .map((p) => [p.type, Number(p.value)]),
  );
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!) - at;
}

/** The instant a day and a clock time (09:00) name in a zone, as an ISO string. */
export function houseInstant(day: string, time: string, zone: string): string {
  const asUtc = Date.parse(`${day}T${time}:00Z`);
  return new Date(asUtc - offsetMs(zone, asUtc - offsetMs(zone, asUtc))).toISOString();
}

/** Today's date (YYYY-MM-DD) in a zone. */
export const houseToday = (zone: string, now = Date.now()): string => new Date(now + offsetMs(zone, now)).toISOString().slice(0, 10);

/** The clock time (HH:MM) in a zone. */
export const houseClock = (zone: string, now = Date.now()): string => new Date(now + offsetMs(zone, now)).toISOString().slice(11, 16);

/** The day after a date (YYYY-MM-DD). */
export const nextDay = (day: string): string => new Date(Date.parse(`${day}T12:00:00Z`) + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** The day before a date (YYYY-MM-DD). */
export const previousDay = (day: string): string =>
  new Date(Date.parse(`${day}T12:00:00Z`) - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** Whether an open house's day is before today where the house stands; a day not set yet is still to come. */
export const isOpenHousePast = (day: string | null, state: string | null, now = Date.now()): boolean =>
  day !== null && day < houseToday(houseTimeZone(state), now);

/** Whether a pickup window of a house has ended, where the house stands. */
export const windowEnded = (window: { day: string; to: string }, state: string | null, now = Date.now()): boolean =>
  Date.parse(houseInstant(window.day, window.to, houseTimeZone(state))) <= now;

/**
 * Whether a house's open house is over for buyers: every pickup window has ended, or, where it has
 * none, its day has passed. Its pieces can no longer be asked for.
 */
export const isOpenHouseOver = (
  house: { openHouseDate: string | null; state: string | null },
  windows: readonly { day: string; to: string }[],
  now = Date.now(),
): boolean =>
  windows.length > 0 ? windows.every((w) => windowEnded(w, house.state, now)) : isOpenHousePast(house.openHouseDate, house.state, now);

/** The pickup windows buyers are offered when the lister has set none: the day after the open house, 9 to 12 and 1 to 5. */
export const defaultPickupWindows = (openHouseDate: string): { day: string; from: string; to: string }[] => [
  { day: nextDay(openHouseDate), from: '09:00', to: '12:00' },
  { day: nextDay(openHouseDate), from: '13:00', to: '17:00' },
];
