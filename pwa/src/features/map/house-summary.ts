import { longDayOf } from '@stagehouse/shared/en-us';
import type { MapHouse } from '@stagehouse/shared/map-view.schema';
import { formatUsd } from '@stagehouse/shared/money';

/** "4 items", "1 item". */
export const itemsOf = (house: MapHouse) => `${house.furnitureCount} ${house.furnitureCount === 1 ? 'item' : 'items'}`;

/** The open house's day as a marker's card and dialog write it. */
export const houseDayOf = (house: MapHouse) =>
  `Open house: ${house.openHouseDate ? longDayOf(house.openHouseDate) : 'date to be announced'}`;

/** The lowest prices: "From $40 · $70 · $300". */
export const pricesOf = (house: MapHouse) => (house.prices.length > 0 ? `From ${house.prices.map(formatUsd).join(' · ')}` : '');
