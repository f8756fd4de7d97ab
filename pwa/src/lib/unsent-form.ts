import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { useCurrentUser } from './auth-store';
import { type LocalPhoto, localDb, type UnsentForm } from './local-db';
import { forgetUnheldPhotos, imageOf, type PiecePhoto, photosNamed } from './local-photos';

export type UnsentFormName = 'list-furniture' | 'edit-furniture' | 'request' | 'rsvp';

const visitor = 'visitor';

/** One record per user (or signed-out visitor), per form, and per piece or open house the form is about. */
export const unsentFormKey = (name: UnsentFormName, userId: number | null, about?: string | number): string =>
  [name, userId ?? visitor, ...(about === undefined ? [] : [about])].join(':');

/**
 * How long a signed-out visitor's form is kept: anyone may be the next visitor on a shared device, and
 * the form holds their name, email and phone. A user's forms go when they sign out (user-data.ts).
 */
export const visitorFormKeptMs = 24 * 60 * 60 * 1000;

const outlived = (form: UnsentForm, now: number) =>
  form.key.split(':')[1] === visitor && now - Date.parse(form.savedAt) > visitorFormKeptMs;

/** The fields whose value differs from the form as it opened. */
export const changedValues = (values: Record<string, unknown>, start: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(values).filter(([name, value]) => JSON.stringify(value) !== JSON.stringify(start[name])));

const sameImages = (a: string[], b: string[]) => a.length === b.length && a.every((image, i) => image === b[i]);

/** A record to write, with the photos its images name. */
interface Keeping {
  record: UnsentForm;
  photos: PiecePhoto[];
}

/**
 * Writes the record (deletes it when nothing differs from the form as it opened), with the bytes of each photo it names
 * that the device does not keep yet, and commits at once; it settles when the write is done or has failed.
 */
async function keep({ record, photos }: Keeping): Promise<void> {
  if (!localDb.isOpen()) await localDb.open();
  const transaction = localDb.backendDB().transaction(['unsentForms', 'photos'], 'readwrite');
  const done = new Promise<void>((resolve) => {
    transaction.oncomplete = transaction.onabort = transaction.onerror = () => resolve();
  });
  const forms = transaction.objectStore('unsentForms');
  if (Object.keys(record.values).length === 0 && !record.images) forms.delete(record.key);
  else forms.put(record);
  const kept = transaction.objectStore('photos');
  for (const photo of record.images ? photos : []) {
    if ('path' in photo) continue;
    const row: LocalPhoto = { id: photo.id, pieceId: record.key, name: photo.name, blob: photo.blob };
    // A photo the device keeps already (for its piece's writes, or for an earlier write of this form) stays as it is.
    kept.add(row).onerror = (event) => {
      event.preventDefault();
      event.stopPropagation();
    };
  }
  transaction.commit();
  return done;
}

/**
 * Writes what a form notes at once: a browser drops a write it is still doing when the page goes away
 * soon after (a reload), so none waits for a quiet moment. What is noted during a write is written
 * as one right after it.
 */
function keptWriter() {
  let pending: Keeping | null = null;
  let writing = false;
  const cancel = () => {
    const keeping = pending;
    pending = null;
    return keeping;
  };
  const writeNow = () => {
    const keeping = cancel();
    if (!keeping) return;
    writing = true;
    void keep(keeping).finally(() => {
      writing = false;
      writeNow();
    });
  };
  return {
    note(keeping: Keeping) {
      pending = keeping;
      if (!writing) writeNow();
    },
    /** Writes what waits for the write under way now (the page is going away). */
    writeNow,
    cancel,
  };
}

/** What a form kept, with the photos its images name (null when it kept none). */
interface Kept {
  form: UnsentForm;
  photos: PiecePhoto[] | null;
}

async function readKept(key: string): Promise<Kept | null> {
  const form = await localDb.unsentForms.get(key);
  if (form && outlived(form, Date.now())) await forgetUnsentForm(key);
  return localDb.transaction('r', localDb.unsentForms, localDb.photos, async () => {
    const form = await localDb.unsentForms.get(key);
    if (!form) return null;
    return { form, photos: form.images ? await photosNamed(localDb, form.images) : null };
  });
}

/** Drops what a form kept, with the photos only it held. */
export const forgetUnsentForm = (key: string): Promise<void> =>
  localDb.transaction('rw', [localDb.unsentForms, localDb.photos, localDb.outbox], async () => {
    await localDb.unsentForms.delete(key);
    await forgetUnheldPhotos(localDb);
  });

/** The photos of a piece's form, and how to put kept ones back. */
export interface UnsentPhotos {
  list: PiecePhoto[];
  restore(list: PiecePhoto[]): void;
}

export interface UnsentFormState {
  /** What the form kept from an earlier visit, until the user restores or discards it, or types anew. */
  kept: UnsentForm | null;
  restore(): void;
  /** When the user discards what was kept, or once the form is sent (or queued in the outbox). */
  forget(): Promise<void>;
}

/**
 * Keeps what is typed in a form in IndexedDB as it changes, so that a reload, an app update, a
 * crash or a closed tab loses none of it, and offers it back when the form opens again (a dialog
 * reset on closing offers it on its next opening). Typing anew instead of restoring replaces it.
 */
export function useUnsentForm<T extends FieldValues>(
  form: UseFormReturn<T>,
  { name, about, photos }: { name: UnsentFormName; about?: string | number; photos?: UnsentPhotos },
): UnsentFormState {
  const key = unsentFormKey(name, useCurrentUser()?.id ?? null, about);
  const [offer, setOffer] = useState<Kept | null>(null);
  const [start] = useState(() => JSON.parse(JSON.stringify(form.getValues())) as Record<string, unknown>);
  const [startImages] = useState(() => photos?.list.map(imageOf) ?? []);
  const typedSinceRead = useRef(false);
  const mounted = useRef(false);
  const [writer] = useState(keptWriter);

  /** Notes the form as it is now and writes it, or, while a write is under way, right after it. */
  const changed = useEffectEvent((values: Record<string, unknown>) => {
    typedSinceRead.current = true;
    setOffer(null);
    const list = photos?.list ?? [];
    const images = list.map(imageOf);
    writer.note({
      record: {
        key,
        values: changedValues(values, start),
        ...(sameImages(images, startImages) ? {} : { images }),
        savedAt: new Date().toISOString(),
      },
      photos: list,
    });
  });

  const offerKept = useEffectEvent(() => {
    typedSinceRead.current = false;
    void readKept(key).then((kept) => {
      // A read that ends after the form has gone offers nothing.
      if (mounted.current && !typedSinceRead.current) setOffer(kept);
    });
  });

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => offerKept(), [key]);

  useEffect(() => {
    // A field's own change names the field; a reset names none.
    const { unsubscribe } = form.watch((values, { name: field }) => {
      if (field) changed(values);
      else {
        writer.writeNow();
        offerKept();
      }
    });
    const writeOnLeaving = () => writer.writeNow();
    const writeWhenHidden = () => document.visibilityState === 'hidden' && writer.writeNow();
    window.addEventListener('pagehide', writeOnLeaving);
    document.addEventListener('visibilitychange', writeWhenHidden);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', writeOnLeaving);
      document.removeEventListener('visibilitychange', writeWhenHidden);
      writer.writeNow();
    };
  }, [form, writer]);

  const list = photos?.list;
  const seenImages = useRef(list?.map(imageOf));
  useEffect(() => {
    const images = list?.map(imageOf);
    if (!images || !seenImages.current || sameImages(images, seenImages.current)) return;
    seenImages.current = images;
    changed(form.getValues());
  }, [list, form]);

  const forget = async () => {
    writer.cancel();
    setOffer(null);
    await forgetUnsentForm(key);
  };

  const kept = offer?.form.key === key ? offer : null;
  return {
    kept: kept?.form ?? null,
    restore: () => {
      if (!kept) return;
      for (const [field, value] of Object.entries(kept.form.values))
        form.setValue(field as Path<T>, value as PathValue<T, Path<T>>, { shouldDirty: true });
      if (kept.photos) photos?.restore(kept.photos);
      setOffer(null);
    },
    forget,
  };
}
