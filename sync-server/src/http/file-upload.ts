import multer from '@koa/multer';
import type { Context, Middleware } from 'koa';
import getRawBody from 'raw-body';
import { badRequest, payloadTooLarge, unsupportedMediaType } from './errors';

/**
 * One multipart file in the field `file`, kept in memory, read in full before the route runs: a
 * larger one answers 413 with the given message; anything else (other fields beyond a few small
 * ones, a second file, a broken form) answers 400, so a form cannot grow past the file's limit.
 */
export function singleFileUpload(maxBytes: number, tooLarge: string): Middleware {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: maxBytes, files: 1, fields: 5, fieldSize: 1024, fieldNameSize: 100, parts: 6, headerPairs: 20 },
  }).single('file');
  return async (ctx, next) => {
    try {
      await upload(ctx, () => Promise.resolve());
    } catch (error) {
      if ((error as { code?: string }).code === 'LIMIT_FILE_SIZE') throw payloadTooLarge(tooLarge);
      throw badRequest('Send one file in the form field "file"');
    }
    await next();
  };
}

const fileNotJson = 'Send the file itself as the body';

/** A body sent as the file itself (a photo), read in full: at most maxBytes, else 413 with the given message. */
export async function readFileBody(ctx: Context, maxBytes: number, tooLarge: string): Promise<Buffer> {
  if (ctx.is('json', 'multipart', 'urlencoded')) throw unsupportedMediaType(fileNotJson);
  try {
    return await getRawBody(ctx.req, { limit: maxBytes, length: ctx.get('content-length') || undefined });
  } catch (error) {
    const { status, type } = error as { status?: number; type?: string };
    if (status === 413) throw payloadTooLarge(tooLarge);
    if (type === 'stream.not.readable') throw unsupportedMediaType(fileNotJson);
    throw error;
  }
}
