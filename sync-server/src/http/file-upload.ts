import multer from '@koa/multer';
import type { Context, Middleware } from 'koa';
import getRawBody from 'raw-body';
import { payloadTooLarge, unsupportedMediaType } from './errors';

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

const fileNotJson = 'Send the file itself as the body';

/** A body sent as the file itself (a photo), read in full: at most maxBytes, else 413 with the given message. */
export const readFileBody = async (ctx: Context, maxBytes: number, tooLarge: string): Promise<Buffer> => {
  if (ctx.is('json', 'multipart', 'urlencoded')) throw unsupportedMediaType(fileNotJson);
  try {
    return await getRawBody(ctx.req, { limit: maxBytes, length: ctx.get('content-length') || undefined });
  } catch (error) {
    const { status, type } = error as { status?: number; type?: string };
    if (status === 413) throw payloadTooLarge(tooLarge);
    if (type === 'stream.not.readable') throw unsupportedMediaType(fileNotJson);
    throw error;
  }
};
