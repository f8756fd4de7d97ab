import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { healthSchema } from '@stagehouse/shared/error.schema';
import { createApp } from './app';
import { healthCheckMs } from './db/database-health';
import { loadConfig } from './config';
import { addUser } from './test/fixtures';
import { signedInAgent } from './test/session';
import { onPostgres, tempDir, testApp } from './test/test-app';

const serve = async (env: Record<string, string> = {}) => (await testApp(env)).app.callback();

describe('the request log', () => {
  it('writes the status each answer was sent with, errors included', async () => {
    const lines: { url?: string; status?: number }[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line) as { url?: string; status?: number }) });
    const created = await createApp(loadConfig({ NODE_ENV: 'test', DATA_DIR: tempDir() }), log);
    try {
      const app = created.app.callback();
      const sent = [
        await request(app).get('/api/health'),
        await request(app).get('/api/auth/me'),
        await request(app).post('/api/auth/login').send({}),
        await request(app).get('/api/nope'),
        await request(app).delete('/api/health'),
      ];
      expect(sent.map((r) => r.status)).toEqual([200, 401, 400, 404, 405]);
      const logged = (url: string) => lines.filter((l) => l.url === url).map((l) => l.status);
      expect([logged('/api/health'), logged('/api/auth/me'), logged('/api/auth/login'), logged('/api/nope')]).toEqual([
        [200, 405],
        [401],
        [400],
        [404],
      ]);
    } finally {
      await created.close();
    }
  });
});

describe('GET /api/health', () => {
  it('answers ok and the version, and that the database answers a read and takes a write', async () => {
    const res = await request(await serve()).get('/api/health');
    expect(res.status).toBe(200);
    expect(healthSchema.parse(res.body)).toEqual({ ok: true, version: expect.stringMatching(/^\d+\.\d+\.\d+/), read: true, write: true });
  });

  it('answers 503 with write: false while the database refuses writes, and 200 again once it takes them, without a restart', async () => {
    const { app, db } = await testApp();
    // The check's own table refuses writes, as a database on a full disk does.
    const refuse = onPostgres
      ? [
          sql`create function refuse_health_write() returns trigger language plpgsql as $$ begin raise exception 'no room'; end $$`,
          sql`create trigger refuse_health_write before insert or update on health_checks for each row execute function refuse_health_write()`,
        ]
      : [sql`create trigger refuse_health_write before insert on health_checks begin select raise(abort, 'no room'); end`];
    for (const statement of refuse) await statement.execute(db);
    const refused = await request(app.callback()).get('/api/health');
    expect(refused.status).toBe(503);
    expect(healthSchema.parse(refused.body)).toMatchObject({
      ok: false,
      read: true,
      write: false,
      message: 'The database cannot save changes',
    });
    await sql`drop trigger refuse_health_write${sql.raw(onPostgres ? ' on health_checks' : '')}`.execute(db);
    await sleep(healthCheckMs);
    const healthy = await request(app.callback()).get('/api/health');
    expect(healthy.status).toBe(200);
    expect(healthy.body).toMatchObject({ ok: true, read: true, write: true });
  });
  it('checks at most once a second however often it is asked: polling it cannot flood the database with commits', async () => {
    const { app, db } = await testApp();
    const checkedAt = async () => (await db.selectFrom('healthChecks').select('checkedAt').executeTakeFirstOrThrow()).checkedAt;
    const answers = await Promise.all(Array.from({ length: 50 }, () => request(app.callback()).get('/api/health')));
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    const first = await checkedAt();
    expect((await request(app.callback()).get('/api/health')).status).toBe(200);
    expect(await checkedAt()).toBe(first);
    await sleep(healthCheckMs);
    expect((await request(app.callback()).get('/api/health')).status).toBe(200);
    expect(await checkedAt()).not.toBe(first);
  });
});

describe('unknown API paths and methods', () => {
  it('answers 404 JSON for an unknown /api path', async () => {
    const res = await request(await serve()).get('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({ message: 'No such API endpoint' });
  });

  it('answers 405 JSON for a method the path does not have, one HTTP knows but the API never serves included', async () => {
    const app = await serve();
    const res = await request(app).delete('/api/health');
    expect(res.status).toBe(405);
    expect(res.body.message).toBeTruthy();
    for (const method of ['trace', 'propfind', 'mkcol', 'purge', 'search', 'lock'] as const)
      expect((await request(app)[method]('/api/companies')).status, method).toBe(405);
  });

  it('refuses a NUL character in the query as the routes read it, a malformed escape beside it included', async () => {
    const app = await serve();
    for (const query of ['search=%00', 'search=a%00b&x=%zz', 'x=%zz&%00=1'])
      expect((await request(app).get(`/api/companies?${query}`)).status, query).toBe(400);
  });

  it('answers 400, not 500, to a body that does not decompress as its Content-Encoding says', async () => {
    const app = await serve();
    for (const encoding of ['gzip', 'deflate', 'br']) {
      const res = await request(app)
        .post('/api/auth/login')
        .set('Content-Type', 'application/json')
        .set('Content-Encoding', encoding)
        .send('not compressed at all');
      expect(res.status, encoding).toBe(400);
    }
  });

  it('answers 400 JSON with no stack for a malformed JSON body', async () => {
    const res = await request(await serve())
      .post('/api/health')
      .set('Content-Type', 'application/json')
      .send('{"broken":');
    expect(res.status).toBe(400);
    expect(res.body.message).toBeTruthy();
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.(js|ts):\d+/);
  });
});

describe('security headers', () => {
  it('sends nosniff, framing denied, a referrer policy and a CSP on API answers and pages', async () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Stagehouse</title>');
    const app = await serve({ STATIC_DIR: dir });
    for (const url of ['/api/health', '/api/nope', '/', '/map']) {
      const res = await request(app).get(url);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
    }
    expect((await request(app).get('/map')).headers['content-security-policy']).toContain("script-src 'self'");
    expect((await request(app).get('/api/health')).headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('sends a hashed asset only the headers a script or style uses, and the service worker its CSP', async () => {
    const dir = tempDir();
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Stagehouse</title>');
    fs.writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("install", () => {});');
    fs.writeFileSync(path.join(dir, 'assets', 'app-3f9a.js'), 'console.log(1);');
    const app = await serve({ STATIC_DIR: dir });
    const asset = await request(app).get('/assets/app-3f9a.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(asset.headers['content-security-policy']).toBeUndefined();
    expect(asset.headers['x-frame-options']).toBeUndefined();
    // A worker takes its CSP from its own script's answer.
    expect((await request(app).get('/sw.js')).headers['content-security-policy']).toContain("script-src 'self'");
    // A path under /assets/ that is no file, or that leads out of it, is answered as any other page.
    expect((await request(app).get('/assets/nope.html')).headers['x-frame-options']).toBe('DENY');
    for (const sneaky of ['/assets/..%2fsw.js', '/assets/%2e%2e/sw.js', '/assets/..%2Findex.html', '/assets/app-3f9a.js/..%2f..%2fsw.js']) {
      const answer = await request(app).get(sneaky);
      expect(answer.headers['content-security-policy'], sneaky).toBeDefined();
      expect(answer.headers['x-frame-options'], sneaky).toBe('DENY');
    }
  });
});

describe('static files of the built PWA', () => {
  const staticDir = () => {
    const dir = tempDir();
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Stagehouse</title><div id="root"></div>');
    fs.writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("install", () => {});');
    fs.writeFileSync(path.join(dir, 'assets', 'app-3f9a.js'), `console.log(${JSON.stringify('x'.repeat(5000))});`);
    return dir;
  };

  it('caches hashed assets for a year and compresses them', async () => {
    const app = await serve({ STATIC_DIR: staticDir() });
    const res = await request(app).get('/assets/app-3f9a.js').set('Accept-Encoding', 'gzip');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    const brotli = await request(app).get('/assets/app-3f9a.js').set('Accept-Encoding', 'br');
    expect(brotli.headers['content-encoding']).toBe('br');
  });

  it('never caches index.html and sw.js', async () => {
    const app = await serve({ STATIC_DIR: staticDir() });
    expect((await request(app).get('/')).headers['cache-control']).toBe('no-cache');
    expect((await request(app).get('/sw.js')).headers['cache-control']).toBe('no-cache');
  });

  it('answers index.html for client routes but not for API paths or missing files', async () => {
    const app = await serve({ STATIC_DIR: staticDir() });
    const page = await request(app).get('/open-house/12').set('Accept', 'text/html');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<div id="root">');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect((await request(app).get('/api/open-house-nope')).status).toBe(404);
    expect((await request(app).get('/assets/missing-123.js')).status).toBe(404);
  });
});

describe('GET /api/images/{file}', () => {
  it('serves a sample image with its type and long cache headers', async () => {
    const res = await request(await serve()).get('/api/images/seating-1.webp');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toContain('max-age=31536000');
  });

  it('refuses path traversal and unknown files', async () => {
    const app = await serve();
    for (const url of [
      '/api/images/..%2Fdemo%2Fdemo-data.json',
      '/api/images/%2E%2E%2Fdemo%2Fdemo-data.json',
      '/api/images/uploads/..%2F..%2Fstagehouse.sqlite',
      '/api/images/nope.webp',
      '/api/images/demo-data.json',
    ]) {
      const res = await request(app).get(url);
      expect(res.status, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/json/);
    }
  });
});

describe('GET /api/auth/me', () => {
  it('answers 401 JSON when signed out', async () => {
    const res = await request(await serve()).get('/api/auth/me');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Please sign in' });
  });
});

describe('GET /api/auth/session', () => {
  it('answers null for a visitor and the user once signed in, never from a cache', async () => {
    const { app, db } = await testApp();
    await addUser(db, { email: 'o@x.co' });
    const visitor = await request(app.callback()).get('/api/auth/session');
    expect([visitor.status, visitor.body, visitor.headers['cache-control']]).toEqual([200, { user: null }, 'no-store']);
    const agent = await signedInAgent(app, 'o@x.co');
    expect((await agent.get('/api/auth/session')).body.user).toMatchObject({ email: 'o@x.co' });
  });
});
