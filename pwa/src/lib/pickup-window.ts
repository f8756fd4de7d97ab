import { clockOf, shortDayOf } from '@stagehouse/shared/en-us';
import type { PickupSlot } from '@stagehouse/shared/purchase-request.schema';

/** A pickup window as people read it: "Sun, Dec 6, 9:00 AM–12:00 PM". */
export const pickupWindowText = (slot: PickupSlot) => `${shortDayOf(slot.day)}, ${clockOf(slot.from)}–${clockOf(slot.to)}`;
