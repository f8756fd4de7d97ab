import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { listen } from '../http/listen';
import { sharedLiveHub } from '../infra/live-events';
import { type CuttableProxy, startCuttableProxy } from '../test/cuttable-proxy';
import { addUser, password } from '../test/fixtures';
import { freshPostgresDatabase, postgresAnswers, postgresServer } from '../test/postgres';
import { testApp } from '../test/test-app';
import { sql } from 'kysely';
import { openPostgres } from './database';
import { type Channel, type ChannelListener, type ChannelOptions, openChannel } from './postgres-channel';

const answers = await postgresAnswers();
const databaseUrl = freshPostgresDatabase();

/** What is closed after each test, last opened first. */
const opened: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const close of opened.splice(0).reverse()) await close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function cuttableDatabase(): Promise<{ proxy: CuttableProxy; url: string }> {
  const server = new URL(postgresServer);
  const proxy = await startCuttableProxy(server.hostname, Number(server.port || 5432));
  opened.push(() => proxy.close());
  return { proxy, url: proxy.through(databaseUrl) };
}

/** A channel of its own pool on `url`, closed after the test, with what its listener was told. */
function channelOn(url: string, name: string, options?: ChannelOptions) {
  const heard: { message: string; at: number }[] = [];
  const told = { lost: 0, back: 0 };
  const listener: ChannelListener = {
    hear: (message) => heard.push({ message, at: performance.now() }),
    lost: () => (told.lost += 1),
    back: () => (told.back += 1),
  };
  const db = openPostgres(url, 2);
  const channel = openChannel(db, url, name, listener, options);
  opened.push(
    () => db.destroy(),
    () => channel.close(),
  );
  return { channel, heard, told };
}

/** Sends from `from` until `to` hears it: both listen. */
async function bothListening(from: Channel, heard: { message: string }[]) {
  await expect
    .poll(
      async () => {
        await from.send('ready');
        return heard.some((h) => h.message === 'ready');
      },
      { timeout: 5000, interval: 100 },
    )
    .toBe(true);
}

/** Opens the app's event stream (with a session cookie when given) and collects its "changed" events. */
const openStream = (base: string, cookie?: string) =>
  new Promise<{ changed: { scope: string; at: number }[]; close(): void }>((resolve, reject) => {
    const changed: { scope: string; at: number }[] = [];
    const req = http.get(`${base}/api/sync/events`, { headers: cookie ? { cookie } : {} }, (res) => {
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.includes(': connected')) resolve({ changed, close: () => req.destroy() });
          const data = /^event: changed\ndata: (.*)$/m.exec(block)?.[1];
          if (data) changed.push({ scope: (JSON.parse(data) as { scope: string }).scope, at: performance.now() });
        }
      });
    });
    req.on('error', reject);
  });

describe.skipIf(!answers)('the live channel between server processes', () => {
  it('hears its own pokes at once, not again through the database, and while the database is away', async () => {
    const { proxy, url } = await cuttableDatabase();
    const db = openPostgres(url, 2);
    const sendFailed: unknown[] = [];
    const { hub, close } = sharedLiveHub((listener) => openChannel(db, url, 'own_pokes', listener), {
      sendFailed: (error) => sendFailed.push(error),
      lost: () => undefined,
      back: () => undefined,
    });
    opened.push(() => db.destroy(), close);
    const heard: string[] = [];
    hub.listen(['public', 'user:1'], (topic) => heard.push(topic));
    const other = channelOn(databaseUrl, 'own_pokes');
    await expect
      .poll(
        async () => {
          await other.channel.send('user:1');
          return heard.includes('user:1');
        },
        { timeout: 5000, interval: 100 },
      )
      .toBe(true);

    hub.poke(['public']);
    await expect.poll(() => heard.filter((t) => t === 'public').length, { timeout: 500, interval: 10 }).toBe(1);
    await sleep(500);
    expect(
      heard.filter((t) => t === 'public'),
      'its copy through the database is not heard again',
    ).toHaveLength(1);
    expect(other.heard.map((h) => h.message)).toContain('public');

    proxy.cut();
    hub.poke(['public']);
    await expect.poll(() => heard.filter((t) => t === 'public').length, { timeout: 500, interval: 10 }).toBe(2);
    await expect.poll(() => sendFailed.length, { timeout: 6000 }).toBeGreaterThan(0);
  });

  it('tries to listen again and again while the database is away, and no more once closed', async () => {
    const { proxy, url } = await cuttableDatabase();
    const own = channelOn(url, 'again_and_again');
    const other = channelOn(databaseUrl, 'again_and_again');
    await bothListening(other.channel, own.heard);
    proxy.cut();
    await sleep(3000);
    expect(own.told).toEqual({ lost: 1, back: 0 });
    // 0.2 s, 0.4 s, then every 0.8 s.
    expect(proxy.refused()).toBeGreaterThanOrEqual(3);
    await own.channel.close();
    const triedBeforeClosing = proxy.refused();
    await sleep(1500);
    expect(proxy.refused()).toBe(triedBeforeClosing);
  });

  it('after a 10 s outage, hears other processes within a second of the return, and every open stream pulls', async () => {
    const { proxy, url } = await cuttableDatabase();
    const created = await testApp({ DATABASE_URL: url });
    const server = await listen(created.app, 0, '127.0.0.1');
    opened.push(() => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    });
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    await addUser(created.db, { email: 'ana@x.co' });
    const login = await request(created.app.callback()).post('/api/auth/login').send({ email: 'ana@x.co', password });
    const cookie = (login.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
    const visitor = await openStream(base);
    const ana = await openStream(base, cookie);
    opened.push(async () => {
      visitor.close();
      ana.close();
    });
    // Listening beside the app, through the same proxy; the other process reaches the database directly.
    const own = channelOn(url, 'stagehouse_live');
    const other = channelOn(databaseUrl, 'stagehouse_live');
    await bothListening(other.channel, own.heard);

    proxy.cut();
    await expect.poll(() => own.told.lost, { timeout: 1000 }).toBe(1);
    await other.channel.send('public user:0');
    await sleep(10_000);
    proxy.restore();
    const back = performance.now();
    const sending = setInterval(() => void other.channel.send('public'), 100);
    try {
      await expect.poll(() => own.heard.some((h) => h.at > back), { timeout: 2000, interval: 20 }).toBe(true);
    } finally {
      clearInterval(sending);
    }
    expect(own.heard.find((h) => h.at > back)!.at - back).toBeLessThan(1000);
    expect(
      own.heard.map((h) => h.message),
      'what was sent while it was away is not heard',
    ).not.toContain('public user:0');
    expect(own.told).toEqual({ lost: 1, back: 1 });

    const afterReturn = (stream: typeof visitor) => stream.changed.filter((c) => c.at > back && c.at - back < 1000).map((c) => c.scope);
    await expect.poll(() => afterReturn(visitor), { timeout: 1000, interval: 20 }).toContain('public');
    await expect.poll(() => afterReturn(ana), { timeout: 1000, interval: 20 }).toEqual(expect.arrayContaining(['public', 'mine']));
  }, 40_000);

  it('notices a network path gone silent by its heartbeat, and listens again on a new connection', async () => {
    const { proxy, url } = await cuttableDatabase();
    const own = channelOn(url, 'silent_path', { heartbeatMs: 200, heartbeatTimeoutMs: 300 });
    const other = channelOn(databaseUrl, 'silent_path');
    await bothListening(other.channel, own.heard);
    await sleep(1000);
    expect(own.told, 'a path that answers is not lost').toEqual({ lost: 0, back: 0 });

    proxy.silence();
    await expect.poll(() => own.told.lost, { timeout: 2000, interval: 20 }).toBe(1);
    await expect.poll(() => own.told.back, { timeout: 3000, interval: 20 }).toBe(1);
    await bothListening(other.channel, own.heard);
    await other.channel.send('after the silence');
    await expect.poll(() => own.heard.map((h) => h.message), { timeout: 2000 }).toContain('after the silence');
    expect(own.told).toEqual({ lost: 1, back: 1 });
  });

  it('hears a plain message, without an origin, as is: an older process sends so', async () => {
    const own = channelOn(databaseUrl, 'plain_messages');
    const other = channelOn(databaseUrl, 'plain_messages');
    await bothListening(other.channel, own.heard);
    await bothListening(own.channel, other.heard);
    const db = openPostgres(databaseUrl, 1);
    opened.push(() => db.destroy());
    await sql`select pg_notify('plain_messages', 'public')`.execute(db);
    await sql`select pg_notify('plain_messages', 'public user:1')`.execute(db);
    await expect
      .poll(() => own.heard.map((h) => h.message), { timeout: 2000 })
      .toEqual(expect.arrayContaining(['public', 'public user:1']));
    await expect
      .poll(() => other.heard.map((h) => h.message), { timeout: 2000 })
      .toEqual(expect.arrayContaining(['public', 'public user:1']));
  });

  it('after a return, has every app pull at most once per window: a flap within it waits for the window to end', async () => {
    const { proxy, url } = await cuttableDatabase();
    const db = openPostgres(url, 2);
    const told = { lost: 0, back: 0 };
    const { hub, close } = sharedLiveHub(
      (listener) => openChannel(db, url, 'flapping', listener),
      { sendFailed: () => undefined, lost: () => (told.lost += 1), back: () => (told.back += 1) },
      { pullAllEveryMs: 3000 },
    );
    opened.push(() => db.destroy(), close);
    const pulls: number[] = [];
    hub.listen(['public'], () => pulls.push(performance.now()));
    const flap = async (times: number) => {
      proxy.cut();
      await expect.poll(() => told.lost, { timeout: 2000, interval: 10 }).toBe(times);
      proxy.restore();
      await expect.poll(() => told.back, { timeout: 2000, interval: 10 }).toBe(times);
      return performance.now();
    };

    const first = await flap(1);
    await expect.poll(() => pulls.length, { timeout: 1000, interval: 10 }).toBe(1);
    expect(pulls[0]! - first).toBeLessThan(1000);
    await flap(2);
    await sleep(Math.max(0, first + 2500 - performance.now()));
    expect(pulls, 'a flap within the window pulls no sooner').toHaveLength(1);
    await expect.poll(() => pulls.length, { timeout: 2500, interval: 10 }).toBe(2);
    expect(pulls[1]! - first, 'when the window ends').toBeGreaterThanOrEqual(2900);
    await sleep(1000);
    expect(pulls, 'and once only').toHaveLength(2);
  }, 20_000);
});
