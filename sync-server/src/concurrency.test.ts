import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { limits } from '@stagehouse/shared/limits';
import { healthCheckMs } from './db/database-health';
import { inTransaction } from './db/transaction';
import { connectionsPerAddress, listen } from './http/listen';
import { addPiece, addProperty, addUser, password } from './test/fixtures';
import { signedInAgent } from './test/session';
import { asAdmin } from './test/postgres';
import { onPostgres, tempDir, testApp } from './test/test-app';

const servers: http.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve));
});

/** The app on a real port, so that a body can be sent slowly. */
const served = async () => {
  const created = await testApp();
  const server = await listen(created.app, 0, '127.0.0.1');
  servers.push(server);
  return { ...created, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
};

const timed = async <T>(work: () => Promise<T>) => {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
};

/** Sends `body` in `parts` pieces, `gapMs` apart; resolves with the status. */
const sendSlowly = (url: string, method: string, headers: Record<string, string>, body: Buffer, parts: number, gapMs: number) =>
  new Promise<number>((resolve, reject) => {
    const req = http.request(url, { method, headers: { ...headers, 'Content-Length': String(body.length) } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    void (async () => {
      const size = Math.ceil(body.length / parts);
      for (let at = 0; at < body.length; at += size) {
        req.write(body.subarray(at, at + size));
        await sleep(gapMs);
      }
      req.end();
    })();
  });

/** While `busy` runs, another user's database read is answered within 100 ms, again and again. */
const othersStayServed = async (base: string, cookie: string, busy: Promise<unknown>) => {
  let running = true;
  void busy.finally(() => (running = false));
  const times: number[] = [];
  while (running) {
    const { result, ms } = await timed(() => fetch(`${base}/api/auth/me`, { headers: { cookie } }));
    expect(result.status).toBe(200);
    times.push(ms);
    await sleep(50);
  }
  await busy;
  return times;
};

/**
 * Sends `file` as a multipart form from a child process, so that what the server answers others while it
 * receives and imports the file is not slowed by this process encoding and writing 2 MB. `sending`
 * resolves once the child has started the request.
 */
const uploadFromAnotherProcess = (url: string, headers: Record<string, string>, file: string) => {
  const sender = `
    const [url, headers, file] = process.argv.slice(1);
    const form = new FormData();
    form.append('file', new Blob([require('node:fs').readFileSync(file)], { type: 'text/csv' }), 'contacts.csv');
    const answer = fetch(url, { method: 'POST', headers: JSON.parse(headers), body: form });
    console.log('sending');
    answer.then(async (res) => console.log(JSON.stringify({ status: res.status, body: await res.json() })));`;
  const child = spawn(process.execPath, ['-e', sender, url, JSON.stringify(headers), file], { stdio: ['ignore', 'pipe', 'inherit'] });
  const output = new Promise<string[]>((resolve, reject) => {
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.on('error', reject);
    child.on('close', () => resolve(text.trim().split('\n')));
  });
  const sending = new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
  const answered = output.then((printed) => JSON.parse(printed.at(-1)!) as { status: number; body: unknown });
  return { sending, answered };
};

const cookieOf = async (base: string, email: string) => {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
};

describe('requests with an Idempotency-Key never freeze the database', () => {
  it('a login, a register and an upload with a key leave the server answering within 100 ms', async () => {
    const { app, db } = await testApp();
    await addUser(db, { email: 'a@x.co' });
    const key = (n: number) => `freeze-key-000${n}`;
    expect(
      (await request(app.callback()).post('/api/auth/login').set('Idempotency-Key', key(1)).send({ email: 'a@x.co', password })).status,
    ).toBe(200);
    expect(
      (
        await request(app.callback())
          .post('/api/auth/register')
          .set('Idempotency-Key', key(2))
          .send({ firstName: 'B', lastName: 'C', email: 'b@x.co', password: 'secret123', confirmPassword: 'secret123', userType: 'stager' })
      ).status,
    ).toBe(201);
    const agent = await signedInAgent(app, 'a@x.co');
    const { uploadURL } = (await agent.post('/api/furniture/upload-url').set('Idempotency-Key', key(3))).body as { uploadURL: string };
    const photo = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect((await agent.put(uploadURL).set('Idempotency-Key', key(4)).set('Content-Type', 'image/png').send(photo)).status).toBe(201);
    const health = await timed(() => request(app.callback()).get('/api/health'));
    expect(health.result.status).toBe(200);
    expect(health.ms).toBeLessThan(100);
    expect((await timed(() => agent.get('/api/auth/me'))).ms).toBeLessThan(100);
  });

  it.skipIf(onPostgres)('health answers 503 while the database does not answer, and 200 again after', async () => {
    const { app, db } = await testApp();
    const stuck = inTransaction(db, () => sleep(1500), 3000);
    const during = await timed(() => request(app.callback()).get('/api/health'));
    expect(during.result.status).toBe(503);
    expect(during.result.body).toMatchObject({ ok: false, read: false, write: false });
    expect(during.ms).toBeLessThan(1400);
    await stuck;
    expect((await request(app.callback()).get('/api/health')).status).toBe(200);
  });

  it.runIf(onPostgres)('health answers 503 while PostgreSQL refuses connections, and 200 again after', async () => {
    const { app, config } = await testApp();
    expect((await request(app.callback()).get('/api/health')).status).toBe(200);
    const name = new URL(config.databaseUrl ?? '').pathname.slice(1);
    await asAdmin(`alter database ${name} allow_connections false`);
    try {
      await asAdmin(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}'`);
      // The answer before the outage serves callers for healthCheckMs.
      await sleep(healthCheckMs);
      const during = await timed(() => request(app.callback()).get('/api/health'));
      expect(during.result.status).toBe(503);
      expect(during.result.body).toMatchObject({ ok: false, read: false, write: false });
      expect(during.ms).toBeLessThan(1400);
    } finally {
      await asAdmin(`alter database ${name} allow_connections true`);
    }
    await sleep(healthCheckMs);
    expect((await request(app.callback()).get('/api/health')).status).toBe(200);
  });
});

/** A served app with a busy user and another user, both signed in (their cookies). */
const servedToTwo = async () => {
  const world = await served();
  await addUser(world.db, { email: 'busy@x.co' });
  await addUser(world.db, { email: 'other@x.co' });
  return { ...world, busy: await cookieOf(world.base, 'busy@x.co'), other: await cookieOf(world.base, 'other@x.co') };
};

describe('slow bodies and big imports do not hold up other users', { timeout: 30_000 }, () => {
  it('a photo sent slowly with a key: another user is answered within 100 ms throughout', async () => {
    const { base, busy: slow, other } = await servedToTwo();
    const { uploadURL } = (await (
      await fetch(`${base}/api/furniture/upload-url`, { method: 'POST', headers: { cookie: slow } })
    ).json()) as { uploadURL: string };
    const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#a0522d' } })
      .jpeg()
      .toBuffer();
    const upload = sendSlowly(
      `${base}${uploadURL}`,
      'PUT',
      { cookie: slow, 'Content-Type': 'image/jpeg', 'Idempotency-Key': 'slow-upload-1' },
      photo,
      10,
      150,
    );
    const times = await othersStayServed(base, other, upload);
    expect(await upload).toBe(201);
    expect(times.length).toBeGreaterThan(5);
    expect(Math.max(...times)).toBeLessThan(100);
  });

  it('a JSON write sent slowly with a key: another user is answered within 100 ms throughout', async () => {
    const { base, busy: slow, other } = await servedToTwo();
    const body = Buffer.from(JSON.stringify({ status: 'draft', name: 'Slow lamp', description: 'x'.repeat(2000) }));
    const write = sendSlowly(
      `${base}/api/furniture`,
      'POST',
      { cookie: slow, 'Content-Type': 'application/json', 'Idempotency-Key': 'slow-json-1' },
      body,
      10,
      150,
    );
    const times = await othersStayServed(base, other, write);
    expect(await write).toBe(201);
    expect(Math.max(...times)).toBeLessThan(100);
  });

  it('a 2 MB contacts import: another user is answered within 100 ms throughout', async () => {
    const { base, busy: big, other } = await servedToTwo();
    const lines = ['name,email,phone,company'];
    for (let i = 0, size = 0; size < 2 * 1024 * 1024 - 200; i++) {
      lines.push(`Contact Number ${i},contact.${i}@example.com,555-01${String(i % 100).padStart(2, '0')},Company ${i % 50}`);
      size += lines.at(-1)!.length + 1;
    }
    const file = path.join(tempDir(), 'contacts.csv');
    fs.writeFileSync(file, lines.join('\n'));
    const { sending, answered } = uploadFromAnotherProcess(
      `${base}/api/contacts/import`,
      { cookie: big, 'Idempotency-Key': 'big-import-1' },
      file,
    );
    await sending;
    const times = await othersStayServed(base, other, answered);
    const { status, body } = await answered;
    expect(status).toBe(200);
    expect((body as { added: number }).added).toBe(lines.length - 1);
    expect(Math.max(...times)).toBeLessThan(100);
  });
});

describe('limits hold against parallel requests', { timeout: 30_000 }, () => {
  it('one address holds at most 256 connections; the server answers again once they close', async () => {
    const { base } = await served();
    const { port } = new URL(base);
    const sockets = await Promise.all(
      Array.from(
        { length: connectionsPerAddress + 20 },
        () =>
          new Promise<net.Socket>((resolve) => {
            const socket = net.connect(Number(port), '127.0.0.1', () => resolve(socket));
            socket.on('error', () => undefined);
          }),
      ),
    );
    await sleep(200);
    expect(sockets.filter((s) => s.destroyed || s.readyState !== 'open').length).toBeGreaterThanOrEqual(20);
    for (const socket of sockets) socket.destroy();
    await sleep(100);
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
  });

  it('parallel wrong guesses stop at 10 per email and address, failures stay counted, and the right password is then refused too', async () => {
    const { app, db } = await testApp();
    await addUser(db, { email: 'a@x.co' });
    const guess = (pass: string, key?: string) => {
      const req = request(app.callback()).post('/api/auth/login');
      return (key ? req.set('Idempotency-Key', key) : req).send({ email: 'a@x.co', password: pass });
    };
    const statuses = (await Promise.all(Array.from({ length: 40 }, (_, i) => guess(`wrong-${i}`, `guess-key-${i}`)))).map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(limits.loginAttemptsPerWindow);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - limits.loginAttemptsPerWindow);
    expect((await guess(password)).status).toBe(429);
  });

  it('100 parallel guesses with the right one among them: at most 10 are checked', async () => {
    const { app, db } = await testApp();
    await addUser(db, { email: 'a@x.co' });
    const guesses = Array.from({ length: 100 }, (_, i) => (i === 73 ? password : `wrong-${i}`));
    const statuses = (
      await Promise.all(guesses.map((pass) => request(app.callback()).post('/api/auth/login').send({ email: 'a@x.co', password: pass })))
    ).map((r) => r.status);
    expect(statuses.filter((s) => s !== 429).length).toBeLessThanOrEqual(limits.loginAttemptsPerWindow);
  });

  it('an address is stopped after 50 failures over any emails', async () => {
    const { app, db } = await testApp();
    await addUser(db, { email: 'a@x.co' });
    const statuses = (
      await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          request(app.callback())
            .post('/api/auth/login')
            .send({ email: `user${i}@x.co`, password: 'wrong-one' }),
        ),
      )
    ).map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(limits.loginFailuresPerAddressPerWindow);
    expect((await request(app.callback()).post('/api/auth/login').send({ email: 'a@x.co', password })).status).toBe(429);
  });

  it('behind a proxy, made-up X-Forwarded-For entries do not make new addresses', async () => {
    const { app, db } = await testApp({ TRUST_PROXY: '1' });
    await addUser(db, { email: 'a@x.co' });
    const guess = (i: number) =>
      request(app.callback())
        .post('/api/auth/login')
        .set('X-Forwarded-For', `10.0.${i}.1, 203.0.113.7`)
        .send({ email: 'a@x.co', password: `wrong-${i}` });
    const statuses = (await Promise.all(Array.from({ length: 20 }, (_, i) => guess(i)))).map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(limits.loginAttemptsPerWindow);
  });

  it('a wrong email takes as long as a wrong password', async () => {
    const { app, db } = await testApp();
    await addUser(db, { email: 'a@x.co' });
    const median = async (email: string) => {
      const times: number[] = [];
      for (let i = 0; i < 5; i++)
        times.push(
          (
            await timed(() =>
              request(app.callback())
                .post('/api/auth/login')
                .send({ email, password: `wrong-${i}` }),
            )
          ).ms,
        );
      return times.sort((a, b) => a - b)[2]!;
    };
    await median('warm-up@x.co');
    const known = await median('a@x.co');
    const unknown = await median('nobody@x.co');
    expect(unknown).toBeGreaterThan(known / 2);
  });

  it('parallel anonymous RSVPs stop at the per-client limit, and each email is billed once per house', async () => {
    const { app, db } = await testApp();
    const owner = await addUser(db, { email: 'o@x.co' });
    const house = await addProperty(db, owner.id, { address: '1 Elm St' });
    await addPiece(db, owner.id, house);
    const rsvp = (i: number) =>
      request(app.callback())
        .post('/api/rsvps')
        .send({ propertyId: house, firstName: 'Spam', lastName: 'Bot', email: `guest${i}@x.co` });
    const statuses = (await Promise.all(Array.from({ length: 30 }, (_, i) => rsvp(i)))).map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(limits.rsvpsPerClientPerHour);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - limits.rsvpsPerClientPerHour);
    expect(await db.selectFrom('billingLedger').selectAll().where('kind', '=', 'rsvp').execute()).toHaveLength(
      limits.rsvpsPerClientPerHour,
    );
    expect(await db.selectFrom('outgoingEmails').selectAll().execute()).toHaveLength(limits.rsvpsPerClientPerHour);
  });
});
