import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import pino from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthSchema } from '@stagehouse/shared/error.schema';
import { healthCheckMs } from './db/database-health';
import { diskFullMessage } from './http/error-handler';
import { addUser } from './test/fixtures';
import { jpegWithGps } from './test/photos';
import { signedInAgent } from './test/session';
import { testApp } from './test/test-app';

/** A tmpfs of a few MB for the data directory, mounted for this file; or why there is none. */
let disk: { dir: string } | { skipped: string } = { skipped: 'not mounted yet' };

beforeAll(() => {
  if (process.getuid?.() !== 0) {
    disk = { skipped: 'mounting a small tmpfs needs root' };
    return;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagehouse-small-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=6m', 'tmpfs', dir], { stdio: 'pipe' });
    disk = { dir };
  } catch (error) {
    fs.rmdirSync(dir);
    disk = { skipped: `mounting a small tmpfs failed: ${String(error)}` };
  }
});

afterAll(() => {
  if (!('dir' in disk)) return;
  execFileSync('umount', [disk.dir]);
  fs.rmdirSync(disk.dir);
});

/** Writes `file` until the disk has no room left. */
function fill(file: string) {
  const fd = fs.openSync(file, 'w');
  try {
    for (const size of [1 << 20, 1 << 12, 1]) {
      const chunk = Buffer.alloc(size);
      try {
        for (;;) fs.writeSync(fd, chunk);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
      }
    }
  } finally {
    fs.closeSync(fd);
  }
}

interface Line {
  level: number;
  msg: string;
  err?: { code?: string; message: string };
}

describe('a full disk under SQLite', () => {
  it('answers 507 to writes and 503 to the health check, logs no error, and takes writes again once there is room', async ({ skip }) => {
    if (!('dir' in disk)) return skip(disk.skipped);
    const lines: Line[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line) as Line) });
    const dataDir = path.join(disk.dir, 'data');
    const { app, db } = await testApp({}, dataDir, log);
    await addUser(db, { email: 'ana@x.co' });
    const asAna = await signedInAgent(app, 'ana@x.co');
    const draft = (name: string) => asAna.post('/api/furniture').send({ status: 'draft', name });
    const health = () => request(app.callback()).get('/api/health');
    const { uploadURL } = (await asAna.post('/api/furniture/upload-url')).body as { uploadURL: string };
    expect((await draft('Before')).status).toBe(201);

    // Past a checkpoint SQLite writes its WAL again from the start, over room it already has: emptied, every write must grow it.
    await sql`pragma wal_checkpoint(truncate)`.execute(db);
    const filler = path.join(disk.dir, 'filler');
    fill(filler);

    const refused = await draft('While full');
    expect(refused.status).toBe(507);
    expect(refused.body).toEqual({ message: diskFullMessage });
    const batch = () => {
      const id = randomUUID();
      return asAna.post('/api/sync/push').send({
        mutations: [
          {
            id: randomUUID(),
            entity: `furniture:${id}`,
            method: 'POST',
            url: '/api/furniture',
            body: { id, name: 'Queued', status: 'draft' },
          },
        ],
      });
    };
    // Refused as it commits; then, with a page cache too small to hold it, midway, where SQLite undoes the whole batch itself.
    for (const cacheSize of [-2000, 10]) {
      await sql`pragma cache_size = ${sql.raw(String(cacheSize))}`.execute(db);
      const queued = await batch();
      expect(queued.status, `cache_size ${cacheSize}`).toBe(507);
      expect(queued.body).toEqual({ message: diskFullMessage });
    }
    await sql`pragma cache_size = -2000`.execute(db);
    const upload = await asAna
      .put(uploadURL)
      .set('Content-Type', 'image/jpeg')
      .send(await jpegWithGps());
    expect(upload.status).toBe(507);
    expect(fs.readdirSync(path.join(dataDir, 'uploads')), 'no part file, no thumbnail').toEqual([]);
    const unwritable = await health();
    expect(unwritable.status).toBe(503);
    expect(healthSchema.parse(unwritable.body)).toMatchObject({ ok: false, read: true, write: false });

    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    const warned = lines.filter((line) => line.level === 40);
    expect(warned.length).toBeGreaterThan(0);
    expect(
      warned.every((line) => line.err?.code === 'SQLITE_FULL' || line.err?.code === 'ENOSPC'),
      JSON.stringify(warned),
    ).toBe(true);

    fs.rmSync(filler);
    expect((await draft('After')).status).toBe(201);
    // A check's answer stands for a moment: the next one comes after it.
    await sleep(healthCheckMs);
    const writable = await health();
    expect(writable.status).toBe(200);
    expect(writable.body).toMatchObject({ ok: true, read: true, write: true });
    expect((await db.selectFrom('furniture').select('name').orderBy('name').execute()).map((r) => r.name)).toEqual(['After', 'Before']);
  });
});
