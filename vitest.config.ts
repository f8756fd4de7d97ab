import net from 'node:net';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const postgres = new URL(process.env.TEST_POSTGRES_SERVER ?? 'postgres://postgres@127.0.0.1:5432');
const postgresAnswers = await new Promise<boolean>((resolve) => {
  const socket = net.connect(Number(postgres.port || 5432), postgres.hostname);
  socket.setTimeout(2000, () => socket.destroy(new Error('timeout')));
  socket.once('connect', () => {
    socket.destroy();
    resolve(true);
  });
  socket.once('error', () => resolve(false));
});
// Under CI the PostgreSQL run always takes place, and its setup fails, saying why, when the server does not answer.
const onPostgresToo = postgresAnswers || Boolean(process.env.CI);
if (!onPostgresToo) console.warn(`PostgreSQL does not answer at ${postgres.host}: the API suite runs on SQLite only.`);

/** The API suite once more, on PostgreSQL: each test app gets a database of its own, copied from one migrated template. */
const postgresRun = {
  test: {
    name: 'sync-server-postgres',
    root: 'sync-server',
    include: ['src/**/*.test.ts'],
    // Tests of SQLite itself, of the process, of the configuration, of the migrations and the types made from them, of
    // several processes, of PostgreSQL going away or of copying between the databases (which make their own PostgreSQL
    // databases) run once, in the project above.
    exclude: [
      'src/db/migrate.test.ts',
      'src/db/schema-types.test.ts',
      'src/db/migrate.postgres.test.ts',
      'src/db/copy-database.test.ts',
      'src/main.test.ts',
      'src/config.test.ts',
      'src/kept-secret.test.ts',
      'src/two-processes.test.ts',
      'src/cluster.test.ts',
      'src/db/create-postgres-database.test.ts',
      'src/db/postgres-channel.test.ts',
      'src/db/postgres-connection-lost.test.ts',
      'src/postgres-drops.test.ts',
      'src/db/database.test.ts',
      'src/disk-full.test.ts',
    ],
    environment: 'node' as const,
    pool: 'forks' as const,
    globalSetup: ['src/test/postgres-template.ts'],
    // After the other projects rather than beside them: tests that time other users' answers under
    // load should not share two cores with three other projects.
    sequence: { groupOrder: 1 },
  },
};

export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'shared', root: 'shared', include: ['src/**/*.test.ts'], environment: 'node' },
      },
      {
        test: { name: 'scripts', root: 'scripts', include: ['**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'sync-server',
          root: 'sync-server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
        },
      },
      ...(onPostgresToo ? [postgresRun] : []),
      {
        plugins: [react()],
        test: {
          name: 'pwa',
          root: 'pwa',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
        },
      },
    ],
  },
});
