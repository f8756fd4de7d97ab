import { spawn } from 'node:child_process';
import path from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { demoAccounts } from '@stagehouse/shared/demo-accounts';
import { addUser } from '../test/fixtures';
import { freshPostgresDatabase, postgresAnswers } from '../test/postgres';
import { startBucket } from '../test/s3-bucket';
import { signedInAgent } from '../test/session';
import { testApp } from '../test/test-app';
import type { CreatedApp } from '../app';
import { appTables } from './app-tables';
import { copyDatabase, CopyRefusedError } from './copy-database';
import { type Db, openPostgres, openSqlite, sqliteFileIn } from './database';

const answers = await postgresAnswers();

const demo = { SEED_DEMO: '1' };
const stager = demoAccounts.find((a) => a.role === 'stager')!;

type Row = Record<string, unknown>;

function byKey(key: string[]) {
  return (a: Row, b: Row) => {
    for (const column of key) {
      const [x, y] = [a[column] as string | number, b[column] as string | number];
      if (x !== y) return x < y ? -1 : 1;
    }
    return 0;
  };
}

/** Every app table's rows by table name, each table's in primary key order (sorted here: PostgreSQL orders text by its locale). */
async function contents(db: Db): Promise<Record<string, Row[]>> {
  const all: Record<string, Row[]> = {};
  for (const table of await appTables(db)) {
    const { rows } = await sql<Row>`select * from ${sql.table(table.name)}`.execute(db.withoutPlugins());
    all[table.name] = rows.sort(byKey(table.primaryKey));
  }
  return all;
}

function sizes(tables: Record<string, Row[]>): Record<string, number> {
  return Object.fromEntries(Object.entries(tables).map(([name, rows]) => [name, rows.length]));
}

/** Runs the db:copy command as an operator would, with DATA_DIR as given. */
function copyCommand(
  args: string[],
  dataDir: string,
  env: Record<string, string> = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, '../db-copy.ts'), ...args], {
    env: { ...process.env, DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}

/** A 40 × 30 photo the demo stager uploaded to `source`. */
async function uploadedPhoto(source: CreatedApp) {
  const agent = await signedInAgent(source.app, stager.email, stager.password);
  const { uploadURL } = (await agent.post('/api/furniture/upload-url').expect(200)).body as { uploadURL: string };
  const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#8b5a2b' } })
    .jpeg()
    .toBuffer();
  const uploaded = (await agent.put(uploadURL).set('Content-Type', 'image/jpeg').send(jpeg).expect(201)).body as { thumbnail: string };
  return { uploadURL, uploaded };
}

describe.skipIf(!answers)('copying the database', { timeout: 60_000 }, () => {
  const roundTripUrl = freshPostgresDatabase();
  const refusingUrl = freshPostgresDatabase();
  const commandUrl = freshPostgresDatabase();
  const bucketUrl = freshPostgresDatabase();

  it('carries the demo data from SQLite to PostgreSQL and back row for row, and the app runs on the copy', async () => {
    const source = await testApp(demo);
    const signedIn = await request(source.app.callback()).post('/api/auth/login').send(stager);
    expect(signedIn.status).toBe(200);
    // Every piece tagged with every tag: a table of several batches, under a key of two columns.
    await sql`insert into furniture_tags (furniture_id, tag_id) select f.id, t.id from furniture f cross join tags t`.execute(source.db);
    const original = await contents(source.db);
    expect(original.sessions).toHaveLength(1);
    expect(original.furniture_tags!.length).toBeGreaterThan(2000);

    const postgres = openPostgres(roundTripUrl);
    const back = openSqlite(path.join(source.config.dataDir, 'back.sqlite'));
    try {
      const counts = await copyDatabase(source.db, postgres);
      expect(Object.fromEntries(counts)).toEqual(sizes(original));
      expect(await contents(postgres)).toEqual(original);
      await copyDatabase(postgres, back);
      expect(await contents(back)).toEqual(original);
    } finally {
      await postgres.destroy();
      await back.destroy();
    }

    // The same DATA_DIR, as the command's reminder asks: the session keys there sign the sessions that came along.
    const copy = await testApp({ DATABASE_URL: roundTripUrl }, source.config.dataDir);
    const map = await request(source.app.callback()).get('/api/properties-with-furniture');
    expect(map.body).not.toEqual([]);
    expect((await request(copy.app.callback()).get('/api/properties-with-furniture')).body).toEqual(map.body);
    const me = await request(copy.app.callback()).get('/api/auth/me').set('Cookie', signedIn.headers['set-cookie']!);
    expect(me.body).toMatchObject({ user: { email: stager.email } });

    const agent = await signedInAgent(copy.app, stager.email, stager.password);
    const photo = await copy.db.selectFrom('furnitureImages').select('path').executeTakeFirstOrThrow();
    const listed = await agent.post('/api/furniture').send({
      name: 'Walnut Bench',
      price: '300',
      propertyAddress: '1 Copy Lane, San Francisco, CA 94110',
      images: [photo.path],
      category: 'seating',
      room: 'Living Room',
      condition: 'good',
    });
    expect(listed.status, JSON.stringify(listed.body)).toBe(201);
    expect((listed.body as { propertyId: number }).propertyId).toBeGreaterThan(
      Math.max(...original.properties!.map((p) => p.id as number)),
    );
  });

  it('refuses a source that is no Stagehouse database, and a target that holds users unless told to replace them', async () => {
    const source = await testApp(demo);
    const target = openPostgres(refusingUrl);
    const empty = openSqlite(':memory:');
    try {
      await expect(copyDatabase(empty, target)).rejects.toThrow(new CopyRefusedError('The source holds no Stagehouse database.'));
      await copyDatabase(source.db, target);
      await addUser(target, { email: 'only-on-the-target@x.co' });
      const before = await contents(target);
      await expect(copyDatabase(source.db, target)).rejects.toThrow(CopyRefusedError);
      await expect(copyDatabase(source.db, target)).rejects.toThrow('--replace');
      expect(await contents(target)).toEqual(before);
      await copyDatabase(source.db, target, { replace: true });
      expect(await contents(target)).toEqual(await contents(source.db));
    } finally {
      await target.destroy();
      await empty.destroy();
    }
  });

  it('runs as npm run db:copy: the counts of each table, the photos into the database, what stays in DATA_DIR, and exit 1 when refused', async () => {
    const source = await testApp(demo);
    const { uploadURL, uploaded } = await uploadedPhoto(source);
    const served = await Promise.all(
      [uploadURL, uploaded.thumbnail].map(async (url) => (await request(source.app.callback()).get(url)).body as Buffer),
    );

    const users = (await contents(source.db)).users!.length;
    const copied = await copyCommand(['--from', 'sqlite', '--to', commandUrl], source.config.dataDir);
    expect(copied.stderr).toBe('');
    expect(copied.code).toBe(0);
    expect(copied.stdout).toMatch(new RegExp(`^users +${users}$`, 'm'));
    expect(copied.stdout).toContain(`to ${commandUrl}.`);
    expect(copied.stdout).toContain('Copied 2 photo files.');
    expect(copied.stdout).toContain(`Not copied: session-keys.json and encryption-key, left in ${source.config.dataDir}.`);

    // Another data directory: the copy's photos come from PostgreSQL, not from the source's uploads folder.
    const onCopy = await testApp({ DATABASE_URL: commandUrl });
    for (const [i, url] of [uploadURL, uploaded.thumbnail].entries()) {
      const answer = await request(onCopy.app.callback()).get(url).expect(200);
      expect(Buffer.compare(answer.body as Buffer, served[i]!)).toBe(0);
    }

    const refused = await copyCommand(['--from', sqliteFileIn(source.config.dataDir), '--to', commandUrl], source.config.dataDir);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('The target already holds app data');
  });

  it('with S3_URL, puts the photos into that bucket, and copies none when both sides keep them in one bucket', async () => {
    const source = await testApp(demo);
    const { uploadURL, uploaded } = await uploadedPhoto(source);
    const bucket = await startBucket();
    try {
      const copied = await copyCommand(['--from', 'sqlite', '--to', bucketUrl], source.config.dataDir, { S3_URL: bucket.url });
      expect(copied.code, copied.stderr).toBe(0);
      expect(copied.stdout).toContain('Copied 2 photo files.');
      const names = [uploadURL, uploaded.thumbnail].map((url) => path.basename(url));
      expect(await bucket.names()).toEqual([...names].sort());
      expect(await bucket.metadata(names[0]!)).toEqual({ width: '40', height: '30' });

      const onCopy = await testApp({ DATABASE_URL: bucketUrl, S3_URL: bucket.url });
      for (const url of [uploadURL, uploaded.thumbnail]) {
        const [original, copy] = [await request(source.app.callback()).get(url), await request(onCopy.app.callback()).get(url).expect(200)];
        expect(Buffer.compare(copy.body as Buffer, original.body as Buffer)).toBe(0);
      }

      const back = path.join(source.config.dataDir, 'back.sqlite');
      const within = await copyCommand(['--from', bucketUrl, '--to', back], source.config.dataDir, {
        S3_URL: bucket.url,
        FROM_S3_URL: bucket.url,
      });
      expect(within.code, within.stderr).toBe(0);
      expect(within.stdout).toContain(`The photos stay in ${bucket.url.replace('S3RVER:S3RVER@', '')}, where both sides keep them.`);
      expect(within.stdout).not.toContain('S3RVER');
      expect(await bucket.names()).toEqual([...names].sort());

      const badly = await copyCommand(['--from', bucketUrl, '--to', back], source.config.dataDir, {
        FROM_S3_URL: 'ftp://KEY:hunter22@host/b',
      });
      expect(badly.code).toBe(2);
      expect(badly.stderr).toContain('FROM_S3_URL: must be http(s)://ACCESS_KEY:SECRET@host');
      expect(badly.stderr).not.toContain('hunter22');
    } finally {
      await bucket.close();
    }
  });
});
