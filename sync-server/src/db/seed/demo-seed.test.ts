import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { cities } from '@stagehouse/shared/cities';
import { allFurnitureCategories, editFormConditions, editFormRooms, pieceStatuses } from '@stagehouse/shared/options';
import { tempDir, testApp } from '../../test/test-app';
import { verifyPassword } from '../../infra/password';
import { sampleImagesDir } from '../../config';

const demoEnv = { SEED_DEMO: '1' };

describe('demo dataset', () => {
  it('loads on first start and adds nothing on the second', async () => {
    const dir = tempDir();
    const first = await testApp(demoEnv, dir);
    expect(first.seed?.loaded).toBe(true);
    const count = async (table: 'users' | 'furniture' | 'rsvps' | 'properties') =>
      Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(first.db)).rows[0]?.n);
    const before = { users: await count('users'), furniture: await count('furniture'), rsvps: await count('rsvps') };
    await first.close();

    const second = await testApp(demoEnv, dir);
    expect(second.seed?.loaded).toBe(false);
    const after = async (table: 'users' | 'furniture' | 'rsvps') =>
      Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(second.db)).rows[0]?.n);
    expect({ users: await after('users'), furniture: await after('furniture'), rsvps: await after('rsvps') }).toEqual(before);
  });

  it('opens requests to buy, so the demo shows buying, where a new database keeps them closed', async () => {
    const enabled = async (db: Awaited<ReturnType<typeof testApp>>['db']) =>
      (await db.selectFrom('featureToggles').select('enabled').where('id', '=', 'checkout_booking').executeTakeFirstOrThrow()).enabled;
    expect(await enabled((await testApp(demoEnv)).db)).toBe(1);
    expect(await enabled((await testApp()).db)).toBe(0);
  });

  it('gives every piece its dimensions as their own field and photos of its own kind and finish, each shipped and shown once', async () => {
    const { db } = await testApp(demoEnv);
    const pieces = await db.selectFrom('furniture').select(['id', 'name', 'description', 'dimensions']).execute();
    expect(pieces.every((p) => p.dimensions !== null && !p.description?.includes(p.dimensions))).toBe(true);
    const photos = await db
      .selectFrom('furnitureImages')
      .innerJoin('furniture', 'furniture.id', 'furnitureImages.furnitureId')
      .select(['furnitureId', 'path', 'name'])
      .execute();
    expect(new Set(photos.map((p) => `${p.furnitureId} ${p.path}`)).size).toBe(photos.length);
    const slug = (name: string) => name.toLowerCase().replace(/[^a-z]+/g, '-');
    for (const photo of photos) {
      const [finish, ...kind] = photo.name.split(' ');
      expect(photo.path).toMatch(new RegExp(`^/api/images/${slug(kind.join(' '))}-${slug(finish!)}-[12]\\.webp$`));
      expect(existsSync(path.join(sampleImagesDir, path.basename(photo.path))), photo.path).toBe(true);
    }
    expect(new Set(photos.map((p) => p.path)).size).toBeGreaterThan(200);
  });

  it('opens each description with words that fit the condition, and never repeats a review', async () => {
    const { db } = await testApp(demoEnv);
    const pieces = await db.selectFrom('furniture').select(['description', 'condition']).execute();
    const contradicts: Record<string, RegExp> = {
      new: /gently used|barely used|wear|scuff|repair/i,
      'like-new': /wear|repair|new with tags/i,
      good: /brand new|repair/i,
      fair: /\bnew\b|repair/i,
      'needs-repair': /^(like )?new|brand new/i,
    };
    for (const piece of pieces) expect(piece.description, piece.condition!).not.toMatch(contradicts[piece.condition!]!);
    const reviews = await db.selectFrom('reviews').select('comment').execute();
    expect(new Set(reviews.map((r) => r.comment)).size).toBe(reviews.length);
  });

  it('covers every category (each an active row of the categories table), room, condition and status, in at least 8 of the 20 cities', async () => {
    const { db } = await testApp(demoEnv);
    const companies = await db.selectFrom('companies').select(['type', 'city']).execute();
    expect(companies.length).toBeGreaterThanOrEqual(10);
    expect(new Set(companies.map((c) => c.type))).toEqual(new Set(['stager', 'realtor']));

    const properties = await db.selectFrom('properties').selectAll().execute();
    expect(properties.length).toBeGreaterThanOrEqual(40);
    expect(new Set(properties.map((p) => p.city)).size).toBeGreaterThanOrEqual(8);
    for (const p of properties) {
      const city = cities.find((c) => c.name === p.city);
      expect(city, p.city).toBeDefined();
      expect(Math.abs(p.latitude - city!.latitude)).toBeLessThan(0.1);
      expect(Math.abs(p.longitude - city!.longitude)).toBeLessThan(0.1);
      expect(p.zipCode).toMatch(/^\d{5}$/);
      expect(p.openHouseDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }

    const pieces = await db.selectFrom('furniture').selectAll().execute();
    expect(pieces.length).toBeGreaterThanOrEqual(200);
    expect(new Set(pieces.map((p) => p.category))).toEqual(new Set(allFurnitureCategories));
    const named = await db.selectFrom('categories').select('value').where('isActive', '=', 1).execute();
    expect(named.map((c) => c.value)).toEqual(expect.arrayContaining([...allFurnitureCategories]));
    expect(new Set(pieces.map((p) => p.room))).toEqual(new Set(editFormRooms));
    expect(new Set(pieces.map((p) => p.condition))).toEqual(new Set(editFormConditions));
    expect(new Set(pieces.map((p) => p.status))).toEqual(new Set(pieceStatuses));
    for (const sold of pieces.filter((p) => p.status === 'sold')) {
      expect(sold.soldDate).toBeTruthy();
      expect(sold.buyerInfo).toBeTruthy();
    }

    const images = await db.selectFrom('furnitureImages').select('furnitureId').distinct().execute();
    expect(images).toHaveLength(pieces.length);
    expect(Number((await sql<{ n: number }>`select count(*) as n from rsvps`.execute(db)).rows[0]?.n)).toBeGreaterThan(0);
    expect(Number((await sql<{ n: number }>`select count(*) as n from favorites`.execute(db)).rows[0]?.n)).toBeGreaterThan(0);
    expect(Number((await sql<{ n: number }>`select count(*) as n from reviews`.execute(db)).rows[0]?.n)).toBeGreaterThan(0);
  });

  it('creates the three demo accounts with their passwords', async () => {
    const { db } = await testApp(demoEnv);
    const accounts = await db
      .selectFrom('users')
      .select(['email', 'role', 'passwordHash'])
      .where('email', 'like', '%@demo.test')
      .orderBy('email')
      .execute();
    expect(accounts.map((a) => [a.email, a.role])).toEqual([
      ['admin@demo.test', 'admin'],
      ['realtor@demo.test', 'realtor'],
      ['stager@demo.test', 'stager'],
    ]);
    expect(await verifyPassword('admin1234', accounts[0]!.passwordHash)).toBe(true);
    expect(await verifyPassword('demo1234', accounts[2]!.passwordHash)).toBe(true);
    expect(await verifyPassword('wrong-one', accounts[2]!.passwordHash)).toBe(false);
  });

  it('is not loaded in production unless SEED_DEMO=1, where the first admin comes from the environment', async () => {
    const { db, seed } = await testApp({ NODE_ENV: 'production', ADMIN_EMAIL: 'Owner@Example.com', ADMIN_PASSWORD: 'a-long-secret' });
    expect(seed).toBeNull();
    const users = await db.selectFrom('users').select(['email', 'role', 'passwordHash']).execute();
    expect(users.map((u) => [u.email, u.role])).toEqual([['owner@example.com', 'admin']]);
    expect(await verifyPassword('a-long-secret', users[0]!.passwordHash)).toBe(true);
  });
});
