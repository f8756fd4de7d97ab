import { photoMessages } from '@stagehouse/shared/messages';
import { useState } from 'react';
import { notify } from '../../components/ui/notify';
import { messageOf } from '../../lib/api';
import { checkPhotos, uploadPhoto } from '../../lib/photo-upload';
import type { Photo } from './photo-picker';

/** The photos of a listing form: checked, uploaded at once when online, kept as files when offline. */
export function usePhotos(initial: string[] = []) {
  const [photos, setPhotos] = useState<Photo[]>(() =>
    initial.map((path) => ({ key: path, file: null, preview: path, progress: 1, path, error: null })),
  );
  const patch = (key: string, change: Partial<Photo>) => setPhotos((list) => list.map((p) => (p.key === key ? { ...p, ...change } : p)));

  const add = (files: File[]) => {
    const problem = checkPhotos(photos.length, files);
    if (problem) {
      notify({ ...problem, variant: 'destructive' });
      return;
    }
    const added = files.map((file) => ({
      key: crypto.randomUUID(),
      file,
      preview: URL.createObjectURL(file),
      progress: 0,
      path: null,
      error: null,
    }));
    setPhotos((list) => [...list, ...added]);
    if (!navigator.onLine) return;
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
  const uploading = photos.some((p) => p.path === null && p.error === null && navigator.onLine);
  return {
    photos,
    add,
    remove,
    move,
    uploading,
    paths: photos.flatMap((p) => (p.path ? [p.path] : [])),
    files: photos.flatMap((p) => (p.file && !p.path ? [p.file] : [])),
  };
}
