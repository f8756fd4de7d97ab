import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { asAdmin, postgresAnswers, postgresServer, testDatabaseName } from '../test/postgres';
import { testApp } from '../test/test-app';
import { createPostgresDatabaseIfMissing } from './create-postgres-database';

const answers = await postgresAnswers();

describe.skipIf(!answers)('a first start on PostgreSQL', () => {
  const names = [testDatabaseName(), testDatabaseName()];
  afterAll(async () => {
    for (const name of names) await asAdmin(`drop database if exists ${name} with (force)`);
  });

  it('creates the database DATABASE_URL names when it does not exist, and the app runs on it', async () => {
    const { app } = await testApp({ DATABASE_URL: `${postgresServer}/${names[0]}` });
    expect((await request(app.callback()).get('/api/health')).status).toBe(200);
    expect((await request(app.callback()).get('/api/ui-content')).status).toBe(200);
  });

  it('creates it once when processes start together', async () => {
    const url = `${postgresServer}/${names[1]}`;
    await expect(Promise.all([1, 2, 3].map(() => createPostgresDatabaseIfMissing(url)))).resolves.toHaveLength(3);
    await expect(createPostgresDatabaseIfMissing(url)).resolves.toBeUndefined();
  });

  it('says what to do when its user may not create databases', async () => {
    const role = `stagehouse_nocreate_${names[0]!.slice(-6)}`;
    await asAdmin(`create role ${role} login nocreatedb`);
    try {
      const name = testDatabaseName();
      const url = `postgres://${role}@${new URL(postgresServer).host}/${name}`;
      await expect(createPostgresDatabaseIfMissing(url)).rejects.toThrow(
        `The PostgreSQL database "${name}" does not exist and could not be created`,
      );
    } finally {
      await asAdmin(`drop role ${role}`);
    }
  });
});
