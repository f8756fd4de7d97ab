import { apiPaths } from '@stagehouse/shared/api-paths';
import type { RsvpFormInput } from '@stagehouse/shared/rsvp.schema';
import { localDb } from './local-db';
import { enqueue, requestReplay } from './outbox';

export type RsvpOutcome = 'sent' | 'queued';

/** Keeps the RSVP in the outbox first, so an RSVP made offline is sent when the connection returns. */
export const submitRsvp = async (form: RsvpFormInput, propertyId: number, furnitureId: string | null): Promise<RsvpOutcome> => {
  const id = crypto.randomUUID();
  await enqueue({ id, entity: 'rsvp', entityId: id, method: 'POST', url: apiPaths.rsvps, body: { ...form, id, propertyId, furnitureId }, label: `RSVP for ${form.firstName} ${form.lastName}` });
  await requestReplay();
  const entry = await localDb.outbox.get(id);
  if (!entry) return 'sent';
  if (entry.status === 'attention') {
    await localDb.outbox.delete(id);
    throw new Error(entry.error ?? 'The RSVP was refused');
  }
  return 'queued';
};
