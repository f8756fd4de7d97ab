import { limits } from './limits';
import type { PickupSlot } from './purchase-request.schema';

/** The least a buyer may offer: half the asking price, rounded up to whole dollars. */
export const minimumOffer = (askingPrice: number) => Math.ceil(askingPrice * limits.minimumOfferShare);

/** A pickup window as a form's choice names it. */
export const slotKey = (slot: PickupSlot) => `${slot.day} ${slot.from}-${slot.to}`;
