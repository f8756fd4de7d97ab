import { createEvent } from 'ics';
import type { EmailAttachment } from '../../infra/mailer';

export interface PickupEvent {
  requestId: string;
  pieceName: string;
  address: string | null;
  startsAt: string;
  endsAt: string;
}

/**
 * The pickup window as a calendar entry (.ics) for an email; times in UTC, so any calendar shows them
 * in its own zone. `cancel` makes the entry that takes it off again: the same UID, a later sequence.
 */
export function pickupCalendar(pickup: PickupEvent, cancel = false): EmailAttachment {
  const method = cancel ? 'CANCEL' : 'PUBLISH';
  const { error, value } = createEvent({
    method,
    uid: `pickup-${pickup.requestId}@stagehouse`,
    sequence: cancel ? 1 : 0,
    productId: 'stagehouse/pickup',
    title: `Pick up ${pickup.pieceName}`,
    location: pickup.address ?? undefined,
    start: Date.parse(pickup.startsAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Date.parse(pickup.endsAt),
    endInputType: 'utc',
    endOutputType: 'utc',
    status: cancel ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: cancel ? 'FREE' : 'BUSY',
  });
  if (error || !value) throw error ?? new Error('The pickup calendar entry could not be made');
  return { filename: 'pickup.ics', contentType: `text/calendar; charset=utf-8; method=${method}`, content: value };
}
