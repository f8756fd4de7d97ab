import http from 'node:http';
import type Koa from 'koa';

/** How long a client may take: its headers, its whole request (a photo on a slow phone line), and silence on the socket. */
export const clientTimeouts = { headersMs: 15_000, requestMs: 120_000, idleMs: 30_000 };

/** Serves the app with limits on slow clients, so none can hold a connection open for long. */
export const listen = async (app: Koa, port: number, host: string): Promise<http.Server> => {
  const server = http.createServer(app.callback());
  server.headersTimeout = clientTimeouts.headersMs;
  server.requestTimeout = clientTimeouts.requestMs;
  server.setTimeout(clientTimeouts.idleMs);
  await new Promise<void>((resolve, reject) => server.once('listening', resolve).once('error', reject).listen(port, host));
  return server;
};
