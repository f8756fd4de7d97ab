import { apiPaths } from '@stagehouse/shared/api-paths';
import type { Rsvp, RsvpFormInput } from '@stagehouse/shared/rsvp.schema';
import { useLiveQuery } from 'dexie-react-hooks';
import { localDb } from './local-db';
import { enqueue, requestReplay } from './outbox';

export type RsvpOutcome = 'sent' | 'queued';

/** Keeps the RSVP on this device and in the outbox first, so an RSVP made offline is sent when the connection returns. */
export async function submitRsvp(form: RsvpFormInput, propertyId: number, furnitureId: string | null): Promise<RsvpOutcome> {
  const id = crypto.randomUUID();
  const local: Rsvp = {
    id,
    propertyId,
    furnitureId,
    firstName: form.firstName,
    lastName: form.lastName,
    email: form.email,
    createdAt: new Date().toISOString(),
  };
  await localDb.transaction('rw', localDb.rsvps, localDb.outbox, async () => {
    await localDb.rsvps.put(local);
    await enqueue({
      id,
      entity: 'rsvp',
      entityId: id,
      method: 'POST',
      url: apiPaths.rsvps,
      body: { ...form, id, propertyId, furnitureId },
      label: `RSVP for ${form.firstName} ${form.lastName}`,
    });
  });
  await requestReplay();
  const entry = await localDb.outbox.get(id);
  if (!entry) return 'sent';
  if (entry.status === 'attention') {
    await localDb.transaction('rw', localDb.rsvps, localDb.outbox, async () => {
      await localDb.outbox.delete(id);
      await localDb.rsvps.delete(id);
    });
    throw new Error(entry.error ?? 'The RSVP was refused');
  }
  return 'queued';
}

/** The open house day of a property as this device last read it (its page or the map), or null. */
export const knownOpenHouseDate = async (propertyId: number): Promise<string | null> =>
  ((await localDb.openHouses.get(propertyId)) ?? (await localDb.properties.get(propertyId)))?.openHouseDate ?? null;

/** The RSVP made from this device (or by this user elsewhere) for an open house, if any. */
export const useOwnRsvp = (propertyId: number) =>
  useLiveQuery(() => localDb.rsvps.where('propertyId').equals(propertyId).first(), [propertyId]);
