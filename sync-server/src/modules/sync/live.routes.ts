import { PassThrough } from 'node:stream';
import { limits } from '@stagehouse/shared/limits';
import type { Deps } from '../../deps';
import { busy, tooManyRequests } from '../../http/errors';
import { sessionEndsAt, sessionKeyOf, sessionLasts } from '../../http/session';
import { apiRouter } from '../../http/api-router';
import { addEndpoint } from '../../http/endpoint-routes';
import type { LiveTopic } from '../../infra/live-events';

/** A comment line this often keeps the stream open through proxies and the server's 30 s idle limit. */
const heartbeatMs = 20_000;

/** A stream that has had nothing to say this long is closed; the app opens another (what is left of an abandoned tab goes). */
export const idleStreamMs = 10 * 60 * 1000;

/** The longest a timer can wait (about 24.8 days): a stream whose session lasts longer ends then, and the app opens another. */
const longestWaitMs = 2 ** 31 - 1;

/**
 * Server-sent events: a poke ("pull now", with what changed) to every open app when what buyers
 * see changes, and to a signed-in user's apps when something of theirs does. Clients reconnect by
 * themselves; the data still comes through the API, so offline and reconnect keep working.
 */
export function liveRoutes({ config, db, live, publicVersion }: Deps) {
  const openPerAddress = new Map<string, number>();
  let openInAll = 0;
  return addEndpoint(apiRouter(), 'syncEvents', (ctx) => {
    if (openInAll >= config.liveStreamsMax) throw busy('The server has as many live streams open as it can; the app pulls meanwhile.', 30);
    const address = ctx.ip;
    const open = openPerAddress.get(address) ?? 0;
    if (open >= limits.liveStreamsPerAddress) throw tooManyRequests('Too many open event streams from this address', 60);
    openPerAddress.set(address, open + 1);
    openInAll += 1;
    const topics: LiveTopic[] = ctx.state.user ? ['public', `user:${ctx.state.user.id}`] : ['public'];
    const session = ctx.state.user ? sessionKeyOf(ctx) : undefined;
    const stream = new PassThrough();
    ctx.req.socket.setTimeout(0);
    ctx.req.socket.setKeepAlive(true);
    ctx.compress = false;
    ctx.set({ 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive', 'X-Accel-Buffering': 'no' });
    ctx.status = 200;
    ctx.body = stream;
    stream.write('retry: 3000\n: connected\n\n');
    const idle = setTimeout(() => stream.end(), idleStreamMs);
    const tell = (scope: 'public' | 'mine') => {
      if (!stream.writable) return;
      idle.refresh();
      stream.write(`event: changed\ndata: ${JSON.stringify({ scope })}\n\n`);
    };
    // The user's own news goes only while the session the stream was opened with lasts: a sign-out
    // pokes the user's apps, and this stream then ends instead.
    const stop = live.listen(topics, (topic) => {
      if (topic === 'public') tell('public');
      else if (session === undefined) stream.end();
      else
        void sessionLasts(db, session).then(
          (lasts) => (lasts ? tell('mine') : stream.end()),
          () => tell('mine'),
        );
    });
    // The mark of the public writes, read once the stream listens: a page drawn at that mark has missed
    // nothing, and a write after it is poked. Without it (the database not answering) the app pulls.
    void publicVersion.mark().then(
      (version) => stream.writable && stream.write(`event: version\ndata: ${JSON.stringify({ public: version })}\n\n`),
      () => undefined,
    );
    const heartbeat = setInterval(() => stream.writable && stream.write(': still here\n\n'), heartbeatMs);
    let closed = false;
    // A signed-in stream also ends when its session runs out by age, which nothing pokes.
    let sessionRunsOut: NodeJS.Timeout | undefined;
    if (session !== undefined)
      void sessionEndsAt(db, session).then(
        (endsAt) => {
          if (!closed) sessionRunsOut = setTimeout(() => stream.end(), Math.max(0, Math.min((endsAt ?? 0) - Date.now(), longestWaitMs)));
        },
        () => undefined,
      );
    const close = () => {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      clearTimeout(idle);
      clearTimeout(sessionRunsOut);
      stop();
      stream.end();
      openInAll -= 1;
      const left = (openPerAddress.get(address) ?? 1) - 1;
      if (left > 0) openPerAddress.set(address, left);
      else openPerAddress.delete(address);
    };
    // The app went away, or the stream ended here (idle, or its session ended).
    ctx.req.once('close', close);
    stream.once('close', close);
  });
}
