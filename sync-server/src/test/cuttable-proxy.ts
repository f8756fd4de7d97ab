import net from 'node:net';

export interface CuttableProxy {
  /** `url` (a postgres:// URL) with its host and port the proxy's. */
  through(url: string): string;
  /** Drops every connection through the proxy and closes each new one at once, as a database that went away. */
  cut(): void;
  /** Lets new connections through again. */
  restore(): void;
  /** Stops forwarding anything on the connections open now, keeping them open, as a network path gone silent; new connections go through. */
  silence(): void;
  /** How many connections were closed at once while the proxy was cut. */
  refused(): number;
  close(): Promise<void>;
}

/** A TCP proxy on 127.0.0.1 to `host:port` that a test can cut and restore. */
export async function startCuttableProxy(host: string, port: number): Promise<CuttableProxy> {
  const sockets = new Set<net.Socket>();
  const pairs = new Set<[net.Socket, net.Socket]>();
  let cut = false;
  let refused = 0;
  const server = net.createServer((client) => {
    if (cut) {
      refused += 1;
      client.destroy();
      return;
    }
    const upstream = net.connect(port, host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    const pair: [net.Socket, net.Socket] = [client, upstream];
    pairs.add(pair);
    client.once('close', () => pairs.delete(pair));
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port: own } = server.address() as net.AddressInfo;
  const cutAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  return {
    through(url) {
      const proxied = new URL(url);
      proxied.hostname = '127.0.0.1';
      proxied.port = String(own);
      return proxied.toString();
    },
    cut() {
      cut = true;
      cutAll();
    },
    restore() {
      cut = false;
    },
    silence() {
      for (const [client, upstream] of pairs) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
      }
      pairs.clear();
    },
    refused: () => refused,
    close: () => {
      cutAll();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
