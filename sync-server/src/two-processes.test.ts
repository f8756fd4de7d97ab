import fs from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgresDatabase, postgresAnswers } from './test/postgres';
import { startBucket, type TestBucket } from './test/s3-bucket';
import { type ServerProcess, stagerCookie, startServer } from './test/server-process';
import { tempDir } from './test/test-app';

const answers = await postgresAnswers();
const databaseUrl = freshPostgresDatabase();
const bucketDatabaseUrl = freshPostgresDatabase();
let a: ServerProcess;
let b: ServerProcess;

interface OpenHouse {
  rsvpCount: number;
}

const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;
const rsvp = (server: ServerProcess, propertyId: number, email: string, headers: Record<string, string> = {}) =>
  fetch(`${server.base()}/api/rsvps`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ propertyId, firstName: 'Ana', lastName: 'Li', email }),
  });
// fetch adds "Cache-Control: no-cache" to a conditional request, which asks past any cache; a browser revalidating sends max-age=0.
const openHouse = (server: ServerProcess, id: number, headers: Record<string, string> = {}) =>
  fetch(`${server.base()}/api/open-house/${id}`, { headers: { 'Cache-Control': 'max-age=0', ...headers } });
/** A house whose open house is still to come, so that it takes RSVPs. */
async function comingHouse(server: ServerProcess): Promise<number> {
  const houses = await json<{ id: number; openHouseDate: string | null }[]>(await fetch(`${server.base()}/api/properties-with-furniture`));
  const today = new Date().toISOString().slice(0, 10);
  return houses.find((h) => h.openHouseDate !== null && h.openHouseDate > today)!.id;
}

/** Uploads a photo through `one`, checks that `other` serves it and its thumbnail as `one` does, and answers their paths. */
async function uploadedThroughOneServedByTheOther(one: ServerProcess, other: ServerProcess): Promise<string[]> {
  const cookie = await stagerCookie(one.base());
  const { uploadURL } = await json<{ uploadURL: string }>(
    await fetch(`${one.base()}/api/furniture/upload-url`, { method: 'POST', headers: { cookie } }),
  );
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#6b8e23' } })
    .jpeg()
    .toBuffer();
  const put = await fetch(`${one.base()}${uploadURL}`, { method: 'PUT', headers: { cookie, 'Content-Type': 'image/jpeg' }, body: jpeg });
  expect(put.status).toBe(201);
  const { thumbnail } = await json<{ thumbnail: string }>(put);
  for (const url of [uploadURL, thumbnail]) {
    const [fromOne, fromOther] = [await fetch(`${one.base()}${url}`), await fetch(`${other.base()}${url}`)];
    expect(fromOther.status).toBe(200);
    expect(fromOther.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await fromOther.arrayBuffer()).equals(Buffer.from(await fromOne.arrayBuffer()))).toBe(true);
  }
  return [uploadURL, thumbnail];
}

/**
 * Two server processes on `env`, started together before the block's tests on a data directory of
 * their own (as serve:cluster starts them: they seed the demo data once and share their keys), and
 * stopped after them.
 */
function twoProcesses(env: () => Record<string, string>, started: (one: ServerProcess, other: ServerProcess) => void): void {
  const dataDir = tempDir();
  const servers: ServerProcess[] = [];
  beforeAll(async () => {
    const settings = { ...env(), DATA_DIR: dataDir, NODE_ENV: 'development' };
    servers.push(startServer(settings), startServer(settings));
    await Promise.all(servers.map((server) => server.started));
    started(servers[0]!, servers[1]!);
  }, 60_000);
  afterAll(async () => {
    for (const server of servers) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
}

describe.skipIf(!answers)('two server processes on one PostgreSQL database', () => {
  twoProcesses(
    () => ({ DATABASE_URL: databaseUrl }),
    (one, other) => {
      [a, b] = [one, other];
    },
  );

  it('load the demo data once, whichever starts first', async () => {
    const [throughA, throughB] = await Promise.all(
      [a, b].map(async (s) => (await fetch(`${s.base()}/api/properties-with-furniture`)).json()),
    );
    expect(throughA).toEqual(throughB);
    expect((a.output() + b.output()).match(/Loaded the demo dataset/g)).toHaveLength(1);
  });

  it('a write through one is read through the other at once, its kept public answer included', async () => {
    const house = await comingHouse(b);
    await openHouse(b, house);
    const kept = await openHouse(b, house);
    const before = await json<OpenHouse>(kept);
    const etag = kept.headers.get('etag') ?? '';
    expect((await openHouse(b, house, { 'If-None-Match': etag })).status).toBe(304);

    expect((await rsvp(a, house, 'once@example.com')).status).toBe(201);

    const after = await openHouse(b, house, { 'If-None-Match': etag });
    expect(after.status).toBe(200);
    expect((await json<OpenHouse>(after)).rsvpCount).toBe(before.rsvpCount + 1);
  });

  it('a write sent again to the other with its Idempotency-Key gets the stored answer and is applied once', async () => {
    const house = await comingHouse(a);
    const before = await json<OpenHouse>(await openHouse(a, house));
    const key = { 'Idempotency-Key': 'two-processes-rsvp-1' };
    const first = await rsvp(a, house, 'replay@example.com', key);
    const again = await rsvp(b, house, 'replay@example.com', key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    expect((await json<OpenHouse>(await openHouse(b, house))).rsvpCount).toBe(before.rsvpCount + 1);
  });

  it('RSVPs of one email sent through both at once make one RSVP, billed once, every sender answered with it', async () => {
    const house = await comingHouse(a);
    const before = await json<OpenHouse>(await openHouse(a, house));
    const answers = await Promise.all([a, b, a, b].map((server) => rsvp(server, house, 'together@example.com')));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 201]);
    expect((await json<OpenHouse>(await openHouse(b, house))).rsvpCount).toBe(before.rsvpCount + 1);
  });

  it('a device pulling while pieces are listed through both at once misses none of them', async () => {
    const cookie = await stagerCookie(a.base());
    const pull = async (server: ServerProcess, since: number) =>
      json<{ sequence: number; more: boolean; changes: { id: string }[] }>(
        await fetch(`${server.base()}/api/sync/changes?since=${since}`, { headers: { cookie } }),
      );
    let since = (await pull(a, 0)).sequence;
    const seen = new Set<string>();
    let listing = true;
    const puller = (async () => {
      for (let turn = 0; listing; turn += 1) {
        const page = await pull(turn % 2 === 0 ? a : b, since);
        for (const change of page.changes) seen.add(change.id);
        since = page.sequence;
      }
    })();
    const list = (server: ServerProcess, i: number) =>
      fetch(`${server.base()}/api/furniture`, {
        method: 'POST',
        headers: { cookie, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          name: `Stool ${i}`,
          price: '40',
          category: 'seating',
          propertyAddress: '1 Elm St, Denver, CO 80205',
          images: ['/api/images/seating-1.webp'],
        }),
      });
    const made = await Promise.all(Array.from({ length: 24 }, (_, i) => list(i % 2 === 0 ? a : b, i)));
    expect(made.map((r) => r.status)).toEqual(made.map(() => 201));
    listing = false;
    await puller;
    for (;;) {
      const page = await pull(b, since);
      for (const change of page.changes) seen.add(change.id);
      since = page.sequence;
      if (!page.more) break;
    }
    const ids = await Promise.all(made.map(async (r) => (await json<{ id: string }>(r)).id));
    expect(ids.filter((id) => !seen.has(id))).toEqual([]);
  });

  it('a session made on one is valid on the other, and ended there for both', async () => {
    const cookie = await stagerCookie(a.base());
    const me = await fetch(`${b.base()}/api/auth/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ user: { email: 'stager@demo.test' } });
    expect((await fetch(`${b.base()}/api/auth/logout`, { method: 'POST', headers: { cookie } })).status).toBeLessThan(300);
    expect((await fetch(`${a.base()}/api/auth/me`, { headers: { cookie } })).status).toBe(401);
  });

  it('an app listening to one is poked when a write lands through the other', async () => {
    const house = await comingHouse(a);
    const stream = await fetch(`${b.base()}/api/sync/events`);
    const reader = stream.body!.getReader();
    const heard = (async () => {
      let text = '';
      while (!text.includes('event: changed')) {
        const { value, done } = await reader.read();
        if (done) break;
        text += new TextDecoder().decode(value);
      }
      return text;
    })();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await rsvp(a, house, 'poked@example.com')).status).toBe(201);
    expect(await heard).toContain('data: {"scope":"public"}');
    await reader.cancel();
  });

  it('a photo uploaded through one is served by the other, byte for byte, with its thumbnail', () =>
    uploadedThroughOneServedByTheOther(a, b));
});

describe.skipIf(!answers)('two server processes with their photos in one S3-compatible bucket', () => {
  let bucket: TestBucket;
  let pair: [ServerProcess, ServerProcess];
  beforeAll(async () => {
    bucket = await startBucket();
  });
  // Hooks after the tests run in reverse: the processes stop before the bucket does.
  afterAll(() => bucket.close());
  twoProcesses(
    () => ({ DATABASE_URL: bucketDatabaseUrl, S3_URL: bucket.url }),
    (one, other) => {
      pair = [one, other];
    },
  );

  it('a photo uploaded through one is kept in the bucket and served by the other', async () => {
    const urls = await uploadedThroughOneServedByTheOther(...pair);
    expect(await bucket.names()).toEqual(urls.map((url) => url.split('/').pop()).sort());
  });
});
