/*
 * English dates and numbers written out. A page's first Intl call loads the locale's data, which costs
 * a phone some 150 ms of start-up; the buyer's screens show prices, counts and days without it.
 */

export const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** A whole number with its thousands grouped: 1234567 -> "1,234,567". */
export const groupDigits = (whole: number): string => String(whole).replace(/\B(?=(\d{3})+$)/g, ',');

/** A calendar day ("2026-12-05") as "Saturday, December 5, 2026". */
export function longDayOf(date: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  return `${weekdayNames[day.getUTCDay()]}, ${monthNames[day.getUTCMonth()]} ${day.getUTCDate()}, ${day.getUTCFullYear()}`;
}

/** A calendar day ("2026-12-06") as "Sun, Dec 6". */
export function shortDayOf(date: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  return `${weekdayNames[day.getUTCDay()]!.slice(0, 3)}, ${monthNames[day.getUTCMonth()]!.slice(0, 3)} ${day.getUTCDate()}`;
}

/** A time of day ("13:30") on a 12-hour clock: "1:30 PM". */
export function clockOf(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}
