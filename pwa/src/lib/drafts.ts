import { apiPaths } from '@stagehouse/shared/api-paths';
import { useLiveQuery } from 'dexie-react-hooks';
import { messageOf, sendJson } from './api';
import { type LocalDraft, localDb } from './local-db';
import { markOutboxWaiting } from './outbox-flag';
import { uploadPhoto } from './photo-upload';

/** Keeps a draft and its photos on this device until the connection returns. */
export const keepDraftOffline = async (fields: Record<string, string>, photos: File[]): Promise<void> => {
  await localDb.drafts.add({ id: crypto.randomUUID(), fields, photos: photos.map((f) => ({ name: f.name, type: f.type, blob: f })), createdAt: new Date().toISOString() });
  markOutboxWaiting(true);
};

const sendDraft = async (draft: LocalDraft) => {
  const images: string[] = [];
  for (const photo of draft.photos) images.push(await uploadPhoto(photo.blob, () => undefined));
  await sendJson('POST', apiPaths.furniture, { ...draft.fields, id: draft.id, status: 'draft', images });
};

/** Sends every draft kept offline: photos first, then the listing with the same id, so a retry never doubles it. */
export const syncLocalDrafts = async (): Promise<void> => {
  for (const draft of await localDb.drafts.orderBy('createdAt').toArray()) {
    try {
      await sendDraft(draft);
      await localDb.drafts.delete(draft.id);
    } catch (error) {
      await localDb.drafts.update(draft.id, { error: messageOf(error) });
      return;
    }
  }
};

export const useLocalDrafts = () => useLiveQuery(() => localDb.drafts.orderBy('createdAt').reverse().toArray(), []);
