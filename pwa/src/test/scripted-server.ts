import type { SyncMutation, SyncPushResult } from '@stagehouse/shared/sync.schema';
import { vi } from 'vitest';

export interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

const recorded = (url: string, init: RequestInit): Sent => ({
  method: init.method ?? 'GET',
  url,
  headers: init.headers as Record<string, string>,
  body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
});

/** A scripted server: each request is recorded and answered by `answer`. */
export const serve = (answer: (req: Sent) => Response | Promise<Response>) => {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const req = recorded(url, init);
    sent.push(req);
    return answer(req);
  });
  return sent;
};

/** A server that takes each request (recorded) and never answers: only the request's signal ends it, as fetch's does. */
export const serveNothing = () => {
  const sent: Sent[] = [];
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  vi.stubGlobal(
    'fetch',
    (url: string, init: RequestInit) =>
      new Promise<Response>((_, reject) => {
        sent.push(recorded(url, init));
        arrive();
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      }),
  );
  /** `arrived` resolves once the first request has come. */
  return { sent, arrived };
};

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const outcomeOf = (status: number): SyncPushResult['outcome'] =>
  status < 400 ? 'applied' : status === 412 ? 'conflict' : status >= 500 ? 'failed' : 'refused';

/** A scripted server for batches: every queued write is recorded and answered by `answer`; other requests by `other`. */
export const serveWrites = (answer: (write: SyncMutation) => Response, other: (req: Sent) => Response = () => json(404, {})) => {
  const batches: SyncMutation[][] = [];
  const sent = serve(async (req) => {
    if (req.url !== '/api/sync/push') return other(req);
    const { mutations } = req.body as { mutations: SyncMutation[] };
    batches.push(mutations);
    const results = await Promise.all(
      mutations.map(async (m) => {
        const response = answer(m);
        return { id: m.id, outcome: outcomeOf(response.status), status: response.status, body: await response.json() };
      }),
    );
    return json(200, { results });
  });
  return { batches, sent, writes: () => batches.flat() };
};

/** Takes photo uploads: a new one-time address for each (PUT to it is taken as it comes), anything else is not found. */
export const takeUploads = (req: Sent): Response =>
  req.url === '/api/furniture/upload-url'
    ? json(200, { uploadURL: `http://localhost:3000/api/images/uploads/${crypto.randomUUID()}.webp` })
    : json(req.method === 'PUT' ? 200 : 404, {});
