import { photoMessages } from '@stagehouse/shared/messages';
import { useMemo, useState } from 'react';
import { notify } from '../../components/ui/notify';
import { messageOf } from '../../lib/api';
import type { PiecePhoto } from '../../lib/local-photos';
import { checkPhotos, uploadPhoto } from '../../lib/photo-upload';
import type { UnsentPhotos } from '../../lib/unsent-form';
import type { Photo } from './photo-picker';

const shown = (photo: PiecePhoto): Photo =>
  'path' in photo
    ? { key: photo.path, file: null, preview: photo.path, progress: 1, path: photo.path, error: null }
    : {
        key: photo.id,
        file: new File([photo.blob], photo.name, { type: photo.blob.type }),
        preview: URL.createObjectURL(photo.blob),
        progress: null,
        path: null,
        error: null,
      };

/** The photos of a piece's form: checked, uploaded at once when online, kept on this device for the outbox when offline. */
export function usePhotos(initial: PiecePhoto[] = []) {
  const [photos, setPhotos] = useState<Photo[]>(() => initial.map(shown));
  const patch = (key: string, change: Partial<Photo>) => setPhotos((list) => list.map((p) => (p.key === key ? { ...p, ...change } : p)));

  const add = (files: File[]) => {
    const problem = checkPhotos(photos.length, files);
    if (problem) {
      notify({ ...problem, variant: 'destructive' });
      return;
    }
    const online = navigator.onLine;
    const added = files.map((file) => ({
      key: crypto.randomUUID(),
      file,
      preview: URL.createObjectURL(file),
      progress: online ? 0 : null,
      path: null,
      error: null,
    }));
    setPhotos((list) => [...list, ...added]);
    if (!online) return;
    for (const photo of added) {
      uploadPhoto(photo.file, (progress) => patch(photo.key, { progress }))
        .then((path) => patch(photo.key, { path }))
        .catch((error: unknown) => {
          patch(photo.key, { error: photoMessages.uploadFileFailed(photo.file.name) });
          notify({
            title: photoMessages.uploadFailedTitle,
            description: messageOf(error, photoMessages.uploadFailed),
            variant: 'destructive',
          });
        });
    }
  };
  const remove = (key: string) => setPhotos((list) => list.filter((p) => p.key !== key));
  const move = (key: string, by: -1 | 1) =>
    setPhotos((list) => {
      const i = list.findIndex((p) => p.key === key);
      const j = i + by;
      if (i < 0 || j < 0 || j >= list.length) return list;
      const next = [...list];
      [next[i], next[j]] = [next[j] as Photo, next[i] as Photo];
      return next;
    });
  // In the order shown: uploaded ones by path, the others kept on this device until the outbox uploads them.
  const piecePhotos = useMemo(
    () =>
      photos.flatMap((p): PiecePhoto[] => (p.path ? [{ path: p.path }] : p.file ? [{ id: p.key, name: p.file.name, blob: p.file }] : [])),
    [photos],
  );
  /** Puts back the photos a form kept before a reload: those not uploaded then wait for the outbox, as offline ones do. */
  const restore = (kept: PiecePhoto[]) => setPhotos(kept.map(shown));
  const unsent: UnsentPhotos = { list: piecePhotos, restore };
  return {
    photos,
    add,
    remove,
    move,
    uploading: photos.some((p) => p.progress !== null && p.path === null && p.error === null),
    piecePhotos,
    unsent,
  };
}
