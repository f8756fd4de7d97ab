import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Headers of one connection, not of the request: the proxy's own connections carry their own. */
const hopByHop = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade']);

const endToEnd = (headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !hopByHop.has(name)));

/**
 * One address in front of several servers, as a load balancer is: each request goes to the next
 * server in turn, whatever it is (pages, reads, writes, event streams). Turns are kept per path, so
 * the requests to one path (every push, every pull) go round the servers evenly whatever comes in
 * between. Bodies stream through both ways unbuffered, and the Host header is kept, so to the
 * servers a request looks as it did to the proxy. Counts, per path, how many requests each server got.
 */
export class RoundRobinProxy {
  private readonly counts = new Map<string, number[]>();

  private constructor(
    private readonly server: http.Server,
    private readonly upstreams: URL[],
  ) {}

  static async start(upstreams: string[]): Promise<RoundRobinProxy> {
    const server = http.createServer();
    const proxy = new RoundRobinProxy(
      server,
      upstreams.map((u) => new URL(u)),
    );
    server.on('request', (req, res) => proxy.forward(req, res));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    return proxy;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** How many requests to `path` (without its query) each server got, in the order the servers were given. */
  served(path: string): number[] {
    return [...(this.counts.get(path) ?? this.upstreams.map(() => 0))];
  }

  private forward(req: http.IncomingMessage, res: http.ServerResponse) {
    const path = new URL(req.url ?? '/', 'http://proxy.invalid').pathname;
    const counts = this.counts.get(path) ?? this.upstreams.map(() => 0);
    const served = counts.reduce((sum, n) => sum + n, 0);
    const index = served % this.upstreams.length;
    const upstream = this.upstreams[index]!;
    counts[index]! += 1;
    this.counts.set(path, counts);

    const outgoing = http.request({
      host: upstream.hostname,
      port: upstream.port,
      method: req.method,
      path: req.url,
      headers: endToEnd(req.headers),
    });
    outgoing.on('response', (answer) => {
      res.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
      // Server-sent events: the head goes out at once, and each chunk as it comes.
      res.flushHeaders();
      answer.pipe(res);
      answer.on('error', () => res.destroy());
    });
    outgoing.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain' }).end('The server behind the proxy did not answer');
      else res.destroy();
    });
    // The browser went away (offline, page closed, an event stream closed): so does the request behind it.
    res.on('close', () => {
      if (!res.writableFinished) outgoing.destroy();
    });
    req.pipe(outgoing);
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
