import { PassThrough } from 'node:stream';
import { limits } from '@stagehouse/shared/limits';
import type { Deps } from '../../deps';
import { HttpError } from '../../http/errors';
import { apiRouter } from '../../http/api-router';
import { addEndpoint } from '../../http/endpoint-routes';
import type { LiveTopic } from '../../infra/live-events';

/** A comment line this often keeps the stream open through proxies and the server's 30 s idle limit. */
const heartbeatMs = 20_000;

/**
 * Server-sent events: a poke ("pull now", with what changed) to every open app when what buyers
 * see changes, and to a signed-in user's apps when something of theirs does. Clients reconnect by
 * themselves; the data still comes through the API, so offline and reconnect keep working.
 */
export function liveRoutes({ live, publicVersion }: Deps) {
  const openPerAddress = new Map<string, number>();
  return addEndpoint(apiRouter(), 'syncEvents', (ctx) => {
    const address = ctx.ip;
    const open = openPerAddress.get(address) ?? 0;
    if (open >= limits.liveStreamsPerAddress) {
      ctx.set('Retry-After', '60');
      throw new HttpError(429, 'Too many open event streams from this address');
    }
    openPerAddress.set(address, open + 1);
    const topics: LiveTopic[] = ctx.state.user ? ['public', `user:${ctx.state.user.id}`] : ['public'];
    const stream = new PassThrough();
    ctx.req.socket.setTimeout(0);
    ctx.req.socket.setKeepAlive(true);
    ctx.compress = false;
    ctx.set({ 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive', 'X-Accel-Buffering': 'no' });
    ctx.status = 200;
    ctx.body = stream;
    stream.write('retry: 3000\n: connected\n\n');
    const stop = live.listen(topics, (topic) =>
      stream.write(`event: changed\ndata: ${JSON.stringify({ scope: topic === 'public' ? 'public' : 'mine' })}\n\n`),
    );
    // The mark of the public writes, read once the stream listens: a page drawn at that mark has missed
    // nothing, and a write after it is poked. Without it (the database not answering) the app pulls.
    void publicVersion.mark().then(
      (version) => stream.writable && stream.write(`event: version\ndata: ${JSON.stringify({ public: version })}\n\n`),
      () => undefined,
    );
    const heartbeat = setInterval(() => stream.write(': still here\n\n'), heartbeatMs);
    const close = () => {
      clearInterval(heartbeat);
      stop();
      stream.end();
      const left = (openPerAddress.get(address) ?? 1) - 1;
      if (left > 0) openPerAddress.set(address, left);
      else openPerAddress.delete(address);
    };
    ctx.req.once('close', close);
  });
}
