import type { PickupSlot } from '@stagehouse/shared/purchase-request.schema';

const clockOf = (time: string) =>
  new Date(`2000-01-01T${time}:00Z`).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });

/** A pickup window as people read it: "Sun, Dec 6, 9:00 AM–12:00 PM". */
export const pickupWindowText = (slot: PickupSlot) =>
  `${new Date(`${slot.day}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' })}, ${clockOf(slot.from)}–${clockOf(slot.to)}`;
