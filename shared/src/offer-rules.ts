import { limits } from './limits';

/** The least a buyer may offer: half the asking price, rounded up to whole dollars. */
export const minimumOffer = (askingPrice: number) => Math.ceil(askingPrice * limits.minimumOfferShare);

/** A pickup window (day and clock times, as the request schema keeps them) as a form's choice names it. */
export const slotKey = (slot: { day: string; from: string; to: string }) => `${slot.day} ${slot.from}-${slot.to}`;
