import fs from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgresDatabase, postgresAnswers } from './test/postgres';
import { type ServerProcess, startServer } from './test/server-process';
import { tempDir } from './test/test-app';

const answers = await postgresAnswers();
const databaseUrl = freshPostgresDatabase();
const dataDir = tempDir();
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

/** The cookie of the demo stager, signed in through `server`. */
async function signIn(server: ServerProcess): Promise<string> {
  const login = await fetch(`${server.base()}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'stager@demo.test', password: 'demo1234' }),
  });
  expect(login.status).toBe(200);
  return login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

describe.skipIf(!answers)('two server processes on one PostgreSQL database', () => {
  beforeAll(async () => {
    // Started together, on one data directory (as serve:cluster starts them): they seed the demo data once and share their keys.
    const env = { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, NODE_ENV: 'development' };
    a = startServer(env);
    b = startServer(env);
    await Promise.all([a.started, b.started]);
  }, 60_000);

  afterAll(async () => {
    for (const server of [a, b]) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

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

  it('a session made on one is valid on the other, and ended there for both', async () => {
    const cookie = await signIn(a);
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

  it('a photo uploaded through one is served by the other, byte for byte, with its thumbnail', async () => {
    const cookie = await signIn(a);
    const { uploadURL } = await json<{ uploadURL: string }>(
      await fetch(`${a.base()}/api/furniture/upload-url`, { method: 'POST', headers: { cookie } }),
    );
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#6b8e23' } })
      .jpeg()
      .toBuffer();
    const put = await fetch(`${a.base()}${uploadURL}`, { method: 'PUT', headers: { cookie, 'Content-Type': 'image/jpeg' }, body: jpeg });
    expect(put.status).toBe(201);
    const { thumbnail } = await json<{ thumbnail: string }>(put);
    for (const url of [uploadURL, thumbnail]) {
      const [fromA, fromB] = [await fetch(`${a.base()}${url}`), await fetch(`${b.base()}${url}`)];
      expect(fromB.status).toBe(200);
      expect(fromB.headers.get('content-type')).toBe('image/webp');
      expect(Buffer.from(await fromB.arrayBuffer()).equals(Buffer.from(await fromA.arrayBuffer()))).toBe(true);
    }
  });
});
