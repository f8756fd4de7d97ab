import type { Middleware } from 'koa';
import type { LiveHub, LiveTopic } from '../infra/live-events';
import type { AppState } from './app-state';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

interface Answered {
  method: string;
  status: number;
  response: { get(field: string): string };
  state: Pick<AppState, 'changedNothing'>;
}

/**
 * A write that succeeded and changed something: a write answered from its Idempotency-Key's stored
 * answer changed nothing, nor did a batch none of whose writes was applied.
 */
export const changedSomething = (ctx: Answered) =>
  !safeMethods.has(ctx.method) && ctx.status < 400 && ctx.response.get('Idempotent-Replayed') !== 'true' && !ctx.state.changedNothing;

/** Route middleware of writes that change nothing visitors see: kept public answers stay, and only the writer's own apps are poked. */
export const privateWrite: Middleware<AppState> = async (ctx, next) => {
  ctx.state.privateWrite = true;
  await next();
};

/** After a write succeeds (and has committed): every open app pulls what buyers see, and the writer's other apps pull their own. */
export const pokeOnWrite =
  (live: LiveHub): Middleware<AppState> =>
  async (ctx, next) => {
    await next();
    if (!changedSomething(ctx)) return;
    const own: LiveTopic[] = ctx.state.user ? [`user:${ctx.state.user.id}`] : [];
    const topics: LiveTopic[] = ctx.state.privateWrite ? own : ['public', ...own];
    if (topics.length > 0) live.poke(topics);
  };
