import { demoAccounts } from '@stagehouse/shared/demo-accounts';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { listen } from './http/listen';

async function start() {
  const config = loadConfig();
  const { app, log, seed, close } = await createApp(config);
  const server = await listen(app, config.port, config.host, config.trustProxy);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;

  const lines = [`Stagehouse ${config.version} is running at http://localhost:${port}`];
  if (seed?.loaded) lines.push(`Loaded the demo dataset: ${seed.furniture} pieces in ${seed.properties} open houses.`);
  if (config.seedDemo) {
    lines.push('Demo accounts:', ...demoAccounts.map((a) => `  ${a.role.padEnd(8)} ${a.email} / ${a.password}`));
  }
  console.log(lines.join('\n'));

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping');
    server.close(() => {
      void close().then(() => process.exit(0));
    });
    server.closeAllConnections();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

start().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
