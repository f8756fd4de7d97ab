import { longDayOf } from '@stagehouse/shared/en-us';

/** An open house date as a full day ("Saturday, December 5, 2026"), or To be announced. */
export const openHouseDayOf = (date: string | null) => (date ? longDayOf(date) : 'To be announced');
