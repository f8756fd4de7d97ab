import cluster from 'node:cluster';
import os from 'node:os';
import { ConfigError, loadConfig } from './config';

/**
 * Several server processes on one port, each taking new connections from the one listening socket,
 * all on the PostgreSQL database of DATABASE_URL: any of them answers any request, since sessions,
 * idempotency keys, limits, uploads and the change feed are in the database. WORKERS sets how many
 * (default: one per CPU); a process that dies is started again.
 */
function startPrimary() {
  const config = loadConfig();
  if (!config.databaseUrl)
    throw new ConfigError('serve:cluster needs DATABASE_URL (PostgreSQL): SQLite is served by one process, with npm start.');
  const workers = Number(process.env.WORKERS ?? os.availableParallelism());
  if (!Number.isInteger(workers) || workers < 1) throw new ConfigError('WORKERS must be a whole number of at least 1');
  // Not handed out by this process: one handed to a process that dies before taking it would stay
  // open here, unanswered, for good. Taken by the processes themselves, a connection is closed by the
  // system when its process dies, and one not taken yet waits in the socket's queue for another.
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  let stopping = false;
  for (let i = 0; i < workers; i += 1) cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`Server process ${worker.process.pid} ended (${signal ?? code}); starting another.`);
    setTimeout(() => {
      if (!stopping) cluster.fork();
    }, 1000);
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

if (cluster.isPrimary) {
  try {
    startPrimary();
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  }
} else {
  await import('./main');
}
