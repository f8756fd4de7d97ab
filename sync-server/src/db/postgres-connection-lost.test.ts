import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { asAdmin, freshPostgresDatabase, postgresAnswers } from '../test/postgres';
import { openPostgres } from './database';

const answers = await postgresAnswers();
const url = freshPostgresDatabase();

describe.skipIf(!answers)('a PostgreSQL connection the server ends while it is in use', () => {
  it('fails what used it, and neither the process nor the next query notices', async () => {
    const db = openPostgres(url, 2);
    try {
      const used = db.connection().execute(async (connection) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(connection);
        // As a restart of the server does to every connection: ended between two queries.
        await asAdmin(`select pg_terminate_backend(${rows[0]!.pid})`);
        await new Promise((resolve) => setTimeout(resolve, 200));
        await sql`select 1`.execute(connection);
      });
      await expect(used).rejects.toThrow();
      expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows).toEqual([{ one: 1 }]);
    } finally {
      await db.destroy();
    }
  });
});
