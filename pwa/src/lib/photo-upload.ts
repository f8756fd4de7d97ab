import { limits } from '@stagehouse/shared/limits';
import { photoMessages } from '@stagehouse/shared/messages';
import { ApiError, apiRequest, call, requestTimeouts } from './api';

export interface PhotoProblem {
  title: string;
  description: string;
}

/** The create form's photo rules: at most 5, JPEG/PNG/GIF/WebP, 5 MB each. */
export function checkPhotos(current: number, files: File[]): PhotoProblem | null {
  if (current + files.length > limits.photosPerPiece)
    return { title: photoMessages.tooManyTitle, description: photoMessages.tooMany(limits.photosPerPiece) };
  const wrongType = files.find((f) => !(limits.photoTypes as readonly string[]).includes(f.type));
  if (wrongType) return { title: photoMessages.invalidTypeTitle, description: `${wrongType.name}: use JPEG, PNG, GIF or WebP` };
  const tooLarge = files.find((f) => f.size > limits.photoMaxBytes);
  if (tooLarge) return { title: photoMessages.tooLargeTitle, description: photoMessages.tooLarge(tooLarge.name) };
  return null;
}

/** The stored path is the last two path segments of the upload address, served under /api/images/. */
export const storedPathOf = (uploadURL: string): string =>
  `/api/images/${new URL(uploadURL, location.origin).pathname.split('/').slice(-2).join('/')}`;

const uploadAddress = async (): Promise<string> => (await call('uploadUrl')).uploadURL;

/** Gets a one-time address and PUTs the file there, reporting progress from 0 to 1 (XMLHttpRequest: fetch reports no upload progress). */
export async function uploadPhoto(file: Blob, onProgress: (fraction: number) => void): Promise<string> {
  const uploadURL = await uploadAddress();
  await new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', uploadURL);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () =>
      xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new ApiError(xhr.status, xhr.responseText, xhr.statusText));
    xhr.timeout = requestTimeouts.uploadMs;
    xhr.onerror = xhr.ontimeout = () => reject(new Error(photoMessages.uploadFailed));
    xhr.send(file);
  });
  onProgress(1);
  return storedPathOf(uploadURL);
}

/** The same upload without progress, for the outbox (which also runs in the service worker, where there is no XMLHttpRequest). */
export async function uploadQueuedPhoto(file: Blob): Promise<string> {
  const uploadURL = await uploadAddress();
  await apiRequest('PUT', uploadURL, file);
  return storedPathOf(uploadURL);
}
