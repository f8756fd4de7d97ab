import { apiPaths } from '@stagehouse/shared/api-paths';
import type { Rsvp, RsvpFormInput } from '@stagehouse/shared/rsvp.schema';
import { useStoredQuery } from './use-stored-query';
import { localDb } from './local-db';
import { createOnDeviceFirst } from './outbox';

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
  return createOnDeviceFirst(
    localDb.rsvps,
    local,
    {
      entity: 'rsvp',
      url: apiPaths.rsvps,
      body: { ...form, id, propertyId, furnitureId },
      label: `RSVP for ${form.firstName} ${form.lastName}`,
    },
    'The RSVP was refused',
  );
}

/** The open house day of a property as this device last read it (its page or the map), or null. */
export const knownOpenHouseDate = async (propertyId: number): Promise<string | null> =>
  ((await localDb.openHouses.get(propertyId)) ?? (await localDb.properties.get(propertyId)))?.openHouseDate ?? null;

/** The RSVP made from this device (or by this user elsewhere) for an open house, if any. */
export const useOwnRsvp = (propertyId: number) =>
  useStoredQuery(() => localDb.rsvps.where('propertyId').equals(propertyId).first(), [propertyId]);
