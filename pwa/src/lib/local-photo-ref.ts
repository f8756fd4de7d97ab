// A photo kept on this device is named among a piece's images, on the device's copy and in its queued writes, by
// this reference; the outbox uploads it before sending a write that names it, and sends its path instead. A kept
// form names its photos the same way.
const prefix = 'local-photo:';

export const localPhotoRef = (id: string): string => `${prefix}${id}`;

/** The id of the photo on this device that an image names, or null for an uploaded photo's path. */
export const localPhotoId = (image: string): string | null => (image.startsWith(prefix) ? image.slice(prefix.length) : null);
