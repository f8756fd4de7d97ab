import http from 'node:http';
import type Koa from 'koa';

/** How long a client may take: its headers, its whole request (a photo on a slow phone line), and silence on the socket. */
export const clientTimeouts = { headersMs: 15_000, requestMs: 120_000, idleMs: 30_000 };

/** Connections one address may hold open at once, when clients connect directly (behind a proxy, the proxy is the one address). */
export const connectionsPerAddress = 256;

/** Closes a connection past the limit of its address, so one client cannot take every connection the server can hold. */
function limitConnectionsPerAddress(server: http.Server) {
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress ?? '';
    const count = (open.get(address) ?? 0) + 1;
    if (count > connectionsPerAddress) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}

/** Serves the app with limits on slow clients and, without a proxy in front, on connections per address. */
export async function listen(app: Koa, port: number, host: string, behindProxy = false): Promise<http.Server> {
  const server = http.createServer(app.callback());
  server.headersTimeout = clientTimeouts.headersMs;
  server.requestTimeout = clientTimeouts.requestMs;
  server.setTimeout(clientTimeouts.idleMs);
  if (!behindProxy) limitConnectionsPerAddress(server);
  await new Promise<void>((resolve, reject) => server.once('listening', resolve).once('error', reject).listen(port, host));
  return server;
}
