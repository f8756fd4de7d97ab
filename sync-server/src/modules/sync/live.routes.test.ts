import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { limits } from '@stagehouse/shared/limits';
import { listen } from '../../http/listen';
import { addPiece, addProperty, addUser, daysFromNow, password, requestToBuy, setFeature } from '../../test/fixtures';
import { testApp } from '../../test/test-app';
import { idleStreamMs } from './live.routes';

const servers: http.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** Opens the event stream (with a session cookie when given) and collects its events. */
const openStream = (base: string, cookie?: string) =>
  new Promise<{ events: { event: string; data: string; at: number }[]; versions: string[]; ended(): boolean; close(): void }>(
    (resolve, reject) => {
      const events: { event: string; data: string; at: number }[] = [];
      const versions: string[] = [];
      let ended = false;
      const req = http.get(`${base}/api/sync/events`, { headers: cookie ? { cookie } : {} }, (res) => {
        expect(res.headers['content-type']).toBe('text/event-stream');
        let buffer = '';
        res.setEncoding('utf8');
        res.on('end', () => (ended = true));
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end !== -1) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (block.includes(': connected')) resolve({ events, versions, ended: () => ended, close: () => req.destroy() });
            if (event === 'version' && data) versions.push((JSON.parse(data) as { public: string }).public);
            else if (event && data) events.push({ event, data, at: performance.now() });
            end = buffer.indexOf('\n\n');
          }
        });
      });
      req.on('error', reject);
    },
  );

const world = async (env: Record<string, string> = {}) => {
  const created = await testApp(env);
  const server = await listen(created.app, 0, '127.0.0.1');
  servers.push(server);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await setFeature(created.db, 'checkout_booking', true);
  const lister = await addUser(created.db, { email: 'lister@x.co' });
  const house = await addProperty(created.db, lister.id, { address: '1 Elm St', openHouseDate: daysFromNow(10) });
  const sofa = await addPiece(created.db, lister.id, house, { name: 'Sofa', price: 1000 });
  const login = await request(created.app.callback()).post('/api/auth/login').send({ email: 'lister@x.co', password });
  const cookie = (login.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
  return { ...created, base, sofa, cookie };
};

/** A signed-out buyer asks to buy the sofa for 900 USD, picking it up the day after the open house. */
const askToBuy = (base: string, sofa: string, headers: Record<string, string> = {}) =>
  fetch(`${base}/api/requests`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(requestToBuy(sofa, { day: daysFromNow(11), from: '09:00', to: '12:00' }, { offeredPrice: 900 })),
  });

/** Whether `check` holds within `ms`, doing `meanwhile` between looks. */
const waitFor = async (check: () => boolean, ms: number, meanwhile?: () => Promise<void>) => {
  const until = performance.now() + ms;
  while (!check() && performance.now() < until) {
    await meanwhile?.();
    if (!check()) await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return check();
};

describe('GET /api/sync/events', () => {
  it('pokes every open app within a second of a public change, and the lister of a new request', async () => {
    const { base, sofa, cookie } = await world();
    const visitor = await openStream(base);
    const lister = await openStream(base, cookie);
    try {
      const sent = performance.now();
      const res = await askToBuy(base, sofa);
      expect(res.status).toBe(201);
      expect(await waitFor(() => visitor.events.some((e) => e.data === '{"scope":"public"}'), 1000)).toBe(true);
      expect(await waitFor(() => lister.events.some((e) => e.data === '{"scope":"mine"}'), 1000)).toBe(true);
      expect(visitor.events.every((e) => e.event === 'changed' && e.at - sent < 1000)).toBe(true);
      expect(
        visitor.events.some((e) => e.data === '{"scope":"mine"}'),
        "a visitor hears no one's own news",
      ).toBe(false);
    } finally {
      visitor.close();
      lister.close();
    }
  });

  it('tells a second app of a sale within a second', async () => {
    const { base, sofa, cookie } = await world();
    const ask = await askToBuy(base, sofa);
    const { request: asked } = (await ask.json()) as { request: { id: string } };
    const asLister = (action: string) =>
      fetch(`${base}/api/requests/${asked.id}/${action}`, {
        method: 'POST',
        headers: { cookie, 'Content-Type': 'application/json' },
        body: '{}',
      });
    expect((await asLister('accept')).status).toBe(200);
    // Past the 150 ms in which pokes are gathered, so the accept's own poke is not counted.
    await new Promise((resolve) => setTimeout(resolve, 400));
    const visitor = await openStream(base);
    try {
      const sent = performance.now();
      expect((await asLister('sell')).status).toBe(200);
      expect(await waitFor(() => visitor.events.some((e) => e.data === '{"scope":"public"}'), 1000)).toBe(true);
      expect(visitor.events[0]!.at - sent).toBeLessThan(1000);
    } finally {
      visitor.close();
    }
  });

  it('tells a new stream the mark of the public writes, which every write buyers see changes', async () => {
    const { base, sofa } = await world();
    const before = await openStream(base);
    try {
      expect(await waitFor(() => before.versions.length === 1, 1000)).toBe(true);
      expect((await askToBuy(base, sofa)).status).toBe(201);
      const after = await openStream(base);
      try {
        expect(await waitFor(() => after.versions.length === 1, 1000)).toBe(true);
        expect(after.versions[0]).not.toBe(before.versions[0]);
        const again = await openStream(base);
        try {
          expect(await waitFor(() => again.versions.length === 1, 1000)).toBe(true);
          expect(again.versions[0], 'no write since: the same mark').toBe(after.versions[0]);
        } finally {
          again.close();
        }
      } finally {
        after.close();
      }
    } finally {
      before.close();
    }
  });

  it('sends nothing for a refused write, and nothing but the news that something changed', async () => {
    const { base, sofa } = await world();
    const visitor = await openStream(base);
    try {
      const res = await fetch(`${base}/api/requests`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ furnitureId: sofa, offeredPrice: 1 }),
      });
      expect(res.status).toBe(400);
      expect(await waitFor(() => visitor.events.length > 0, 500)).toBe(false);
    } finally {
      visitor.close();
    }
  });
});

describe('replays', () => {
  it('a write answered from its Idempotency-Key pokes no open app', async () => {
    const { base, sofa } = await world();
    const visitor = await openStream(base);
    try {
      const send = () => askToBuy(base, sofa, { 'Idempotency-Key': 'replayed-request-1' });
      expect((await send()).status).toBe(201);
      expect(await waitFor(() => visitor.events.length === 1, 1000)).toBe(true);
      // Past the 150 ms in which pokes are gathered.
      await new Promise((resolve) => setTimeout(resolve, 400));
      const replay = await send();
      expect([replay.status, replay.headers.get('idempotent-replayed')]).toEqual([201, 'true']);
      expect(await waitFor(() => visitor.events.length > 1, 500)).toBe(false);
    } finally {
      visitor.close();
    }
  });
});

describe('batches of queued writes', () => {
  const push = (base: string, mutations: unknown[], cookie?: string) =>
    fetch(`${base}/api/sync/push`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ mutations }),
    });

  it("a batch none of whose writes is applied pokes no open app, the sender's own included, and keeps what the public cache holds", async () => {
    const { base, cookie } = await world();
    const visitor = await openStream(base);
    const own = await openStream(base, cookie);
    try {
      expect(await waitFor(() => visitor.versions.length === 1 && own.versions.length === 1, 1000)).toBe(true);
      const refused = [{ id: 'refused-write-1', entity: 'request:x', method: 'POST', url: '/api/requests/x/accept' }];
      for (const sender of [undefined, cookie]) {
        const answer = await push(base, refused, sender);
        expect(answer.status).toBe(200);
        expect(((await answer.json()) as { results: { outcome: string }[] }).results.map((r) => r.outcome)).toEqual(['refused']);
      }
      expect(await waitFor(() => visitor.events.length > 0 || own.events.length > 0, 500), 'refused: nothing changed').toBe(false);
      const later = await openStream(base);
      try {
        expect(await waitFor(() => later.versions.length === 1, 1000)).toBe(true);
        expect(later.versions[0], 'the public answers kept are kept').toBe(visitor.versions[0]);
      } finally {
        later.close();
      }
    } finally {
      visitor.close();
      own.close();
    }
  });

  it('a batch that applies a write buyers see pokes every open app', async () => {
    const { base, sofa, cookie } = await world();
    const visitor = await openStream(base);
    try {
      const price = {
        status: 'pending',
        name: 'Sofa',
        description: 'A deep sofa',
        price: 950,
        category: 'seating',
        room: 'Living Room',
        condition: 'good',
      };
      const edit = [
        { id: 'edit-price-0001', entity: `furniture:${sofa}`, method: 'PUT', url: `/api/furniture/${sofa}`, ifMatch: '"1"', body: price },
      ];
      const answer = await push(base, edit, cookie);
      expect(((await answer.json()) as { results: { outcome: string }[] }).results.map((r) => r.outcome)).toEqual(['applied']);
      expect(await waitFor(() => visitor.events.length > 0, 1000)).toBe(true);
    } finally {
      visitor.close();
    }
  });
});

describe('event stream limits', () => {
  it(`holds at most ${limits.liveStreamsPerAddress} open streams per address, and a closed one frees its place`, async () => {
    const { base } = await world();
    const streams = await Promise.all(Array.from({ length: limits.liveStreamsPerAddress }, () => openStream(base)));
    const refused = await fetch(`${base}/api/sync/events`);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    streams.pop()!.close();
    const statusOfNewStream = async () => {
      const answer = await fetch(`${base}/api/sync/events`);
      await answer.body?.cancel();
      return answer.status;
    };
    await expect.poll(statusOfNewStream).toBe(200);
    for (const s of streams) s.close();
  });
});

describe('limits of the live streams', () => {
  it('past LIVE_STREAMS_MAX open streams in a process a new one gets 503 with Retry-After, and one that closes makes room', async () => {
    const { base } = await world({ LIVE_STREAMS_MAX: '2' });
    const first = await openStream(base);
    const second = await openStream(base);
    try {
      const refused = await fetch(`${base}/api/sync/events`);
      expect([refused.status, refused.headers.get('retry-after')]).toEqual([503, '30']);
      first.close();
      let again: Response | undefined;
      expect(
        await waitFor(
          () => again?.status === 200,
          2000,
          async () => {
            again = await fetch(`${base}/api/sync/events`);
            if (again.status !== 200) await again.body?.cancel();
          },
        ),
      ).toBe(true);
      await again?.body?.cancel();
    } finally {
      first.close();
      second.close();
    }
  });

  it("a signed-in stream ends when its session signs out, while the same user's other session keeps its own", async () => {
    const { base, app, cookie } = await world();
    const login = await request(app.callback()).post('/api/auth/login').send({ email: 'lister@x.co', password });
    const otherCookie = (login.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
    const signingOut = await openStream(base, cookie);
    const staying = await openStream(base, otherCookie);
    try {
      expect((await fetch(`${base}/api/auth/logout`, { method: 'POST', headers: { cookie } })).status).toBe(204);
      expect(await waitFor(() => signingOut.ended(), 2000), 'the signed-out stream ended').toBe(true);
      expect(await waitFor(() => staying.events.some((e) => e.data.includes('mine')), 2000), 'the other session heard the sign-out').toBe(
        true,
      );
      expect(staying.ended()).toBe(false);
    } finally {
      signingOut.close();
      staying.close();
    }
  });

  it('a signed-in stream ends when a reset link ends its session', async () => {
    const { base, db, cookie } = await world();
    const stream = await openStream(base, cookie);
    try {
      const post = (path: string, body: unknown) =>
        fetch(`${base}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      expect((await post('/api/auth/forgot-password', { email: 'lister@x.co' })).status).toBe(200);
      const { textBody } = await db
        .selectFrom('outgoingEmails')
        .select('textBody')
        .where('toAddress', '=', 'lister@x.co')
        .executeTakeFirstOrThrow();
      const token = /token=([\w-]+)/.exec(textBody)?.[1];
      expect((await post('/api/auth/reset-password', { token, password: 'brand-new-1' })).status).toBe(204);
      expect(await waitFor(() => stream.ended(), 2000)).toBe(true);
    } finally {
      stream.close();
    }
  });

  it('a signed-in stream ends when its session runs out by age', async () => {
    const { base, db, cookie } = await world();
    await db
      .updateTable('sessions')
      .set({ expiresAt: Date.now() + 800 })
      .execute();
    const stream = await openStream(base, cookie);
    try {
      expect(stream.ended()).toBe(false);
      expect(await waitFor(() => stream.ended(), 3000)).toBe(true);
    } finally {
      stream.close();
    }
  });

  it('a stream with nothing to say for 10 minutes ends, so the app opens a new one', async () => {
    const { base } = await world();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    try {
      const stream = await openStream(base);
      await vi.advanceTimersByTimeAsync(idleStreamMs - 1000);
      expect(stream.ended()).toBe(false);
      await vi.advanceTimersByTimeAsync(2000);
      vi.useRealTimers();
      expect(await waitFor(() => stream.ended(), 2000)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
