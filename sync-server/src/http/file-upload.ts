import multer from '@koa/multer';
import type { Middleware } from 'koa';
import { payloadTooLarge } from './errors';

/** One multipart file in the field `file`, kept in memory; a larger one answers 413 with the given message. */
export const singleFileUpload = (maxBytes: number, tooLarge: string): Middleware => {
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: maxBytes, files: 1 } }).single('file');
  return async (ctx, next) => {
    try {
      await upload(ctx, next);
    } catch (error) {
      if ((error as { code?: string }).code === 'LIMIT_FILE_SIZE') throw payloadTooLarge(tooLarge);
      throw error;
    }
  };
};
