import type { Middleware } from 'koa';
import type { LiveHub } from '../services/live-events';
import type { AppState } from './app-state';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A write answered from its Idempotency-Key's stored answer changed nothing. */
export const isReplay = (ctx: { response: { get(field: string): string } }) => ctx.response.get('Idempotent-Replayed') === 'true';

/** Route middleware of writes that change nothing visitors see. */
export const privateWrite: Middleware<AppState> = async (ctx, next) => {
  ctx.state.privateWrite = true;
  await next();
};

/** After a write succeeds (and has committed): every open app pulls what buyers see, and the writer's other apps pull their own. */
export const pokeOnWrite =
  (live: LiveHub): Middleware<AppState> =>
  async (ctx, next) => {
    await next();
    if (safeMethods.has(ctx.method) || ctx.status >= 400 || ctx.state.privateWrite || isReplay(ctx)) return;
    live.poke(ctx.state.user ? ['public', `user:${ctx.state.user.id}`] : ['public']);
  };
