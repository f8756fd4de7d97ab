import { errorTexts } from '@stagehouse/shared/messages';
import type { z } from 'zod';

/** A non-OK answer: the message is "<status>: <body text or status text>", as the spec fixes. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
  }

  /** The server's own `message` when the body is our JSON error shape, a short plain-text body, else none. */
  get serverMessage(): string | null {
    try {
      const parsed = JSON.parse(this.bodyText) as { message?: unknown };
      if (typeof parsed.message === 'string' && parsed.message !== '') return parsed.message;
    } catch {
      // a plain-text body is its own message, unless it is a page
    }
    const text = this.bodyText.trim();
    return text !== '' && text.length <= 300 && !text.startsWith('<') && !text.startsWith('{') ? text : null;
  }
}

/** What to tell the user of a failure: the server's message, else `fallback` (the catalogue's general text unless the screen has its own). */
export const messageOf = (error: unknown, fallback: string = errorTexts.fallback): string =>
  error instanceof ApiError ? (error.serverMessage ?? fallback) : error instanceof Error && error.message ? error.message : fallback;

type Body = Record<string, unknown> | unknown[] | FormData | Blob | undefined;

/** How long a request may take, its answer's body included, before it is given up as a network failure. */
export const requestTimeouts = {
  /** Any request without a file, unless it says otherwise. */
  readMs: 15_000,
  /** A push of up to 100 queued writes, or a page of the change feed. */
  syncMs: 30_000,
  /** A request carrying a file (a photo, an import) from a slow phone line: as long as the server waits for a whole request. */
  uploadMs: 120_000,
} as const;

/** A request that got no answer in time: a network failure (not an ApiError), as when the connection drops. */
export class RequestTimeoutError extends TypeError {
  constructor() {
    super(errorTexts.timedOut);
    this.name = 'RequestTimeoutError';
  }
}

export interface RequestOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** By default requestTimeouts.uploadMs for a file, else readMs. */
  timeoutMs?: number;
}

/** A signal that aborts when `signal` does, or with a RequestTimeoutError after `ms`; `stop` ends its clock. */
function timed(signal: AbortSignal | undefined, ms: number): { signal: AbortSignal; stop: () => void } {
  const controller = new AbortController();
  const follow = () => controller.abort(signal?.reason);
  if (signal?.aborted) follow();
  else signal?.addEventListener('abort', follow, { once: true });
  const timer = setTimeout(() => controller.abort(new RequestTimeoutError()), ms);
  return {
    signal: controller.signal,
    stop: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', follow);
    },
  };
}

/**
 * The one fetch wrapper: cookies always, JSON for plain objects, FormData and Blobs left to the browser; the
 * answer, read by `read` within the request's time. A request given up throws why: the caller's abort, or a
 * RequestTimeoutError (also where a browser would throw a plain AbortError).
 */
async function exchange<T>(
  method: string,
  url: string,
  body: Body,
  options: RequestOptions,
  read: (response: Response) => Promise<T>,
): Promise<T> {
  const isRaw = body instanceof FormData || body instanceof Blob;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (body !== undefined && !isRaw) headers['Content-Type'] = 'application/json';
  const { signal, stop } = timed(options.signal, options.timeoutMs ?? (isRaw ? requestTimeouts.uploadMs : requestTimeouts.readMs));
  try {
    const response = await fetch(url, {
      method,
      credentials: 'include',
      headers,
      body: body === undefined ? undefined : isRaw ? body : JSON.stringify(body),
      signal,
    });
    if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
    return await read(response);
  } catch (error) {
    throw signal.aborted ? signal.reason : error;
  } finally {
    stop();
  }
}

/** A request whose answer's body the caller does not read. */
export const apiRequest = (method: string, url: string, body?: Body, options: RequestOptions = {}): Promise<Response> =>
  exchange(method, url, body, options, (response) => Promise.resolve(response));

const readJson = async (response: Response): Promise<unknown> => (response.status === 204 ? null : response.json());

export async function sendJson<T>(
  method: string,
  url: string,
  body?: Body,
  schema?: z.ZodType<T>,
  options: RequestOptions = {},
): Promise<T> {
  const data = await exchange(method, url, body, options, readJson);
  return schema ? schema.parse(data) : (data as T);
}

export interface GetOptions<T> extends Omit<RequestOptions, 'headers'> {
  schema?: z.ZodType<T>;
  /** By default a 401 is an error; "returnNull" yields null instead. */
  on401?: 'throw' | 'returnNull';
}

export async function getJson<T>(url: string, options: GetOptions<T> & { on401: 'returnNull' }): Promise<T | null>;
export async function getJson<T>(url: string, options?: GetOptions<T>): Promise<T>;
export async function getJson<T>(url: string, options: GetOptions<T> = {}): Promise<T | null> {
  try {
    return await sendJson('GET', url, undefined, options.schema, { signal: options.signal, timeoutMs: options.timeoutMs });
  } catch (error) {
    if (options.on401 === 'returnNull' && error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
