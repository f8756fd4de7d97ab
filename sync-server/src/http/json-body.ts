import bodyParser from '@koa/bodyparser';
import type { Middleware } from 'koa';
import { badRequest } from './errors';
import { maxJsonDepth, nestsAtMost } from '../infra/json-depth';

const tooDeep = `The body nests arrays and objects more than ${maxJsonDepth} deep`;

const parse = bodyParser({ enableTypes: ['json'], jsonLimit: '1mb' });

/**
 * Reads a JSON body (at most 1 MB, nested at most a few dozen levels, which the app's bodies never reach) before any route runs. A body the parser cannot read for a
 * reason of the client's making without a status (one that does not decompress as its
 * Content-Encoding says) is a 400, not a server fault.
 */
export const jsonBody: Middleware = async (ctx, next) => {
  try {
    await parse(ctx, () => Promise.resolve());
  } catch (error) {
    if ((error as { status?: number }).status !== undefined) throw error;
    throw badRequest('The body could not be read: it does not decode as its Content-Encoding says');
  }
  if (!nestsAtMost(ctx.request.body)) throw badRequest(tooDeep);
  await next();
};
