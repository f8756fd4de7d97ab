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

export interface RequestOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** The one fetch wrapper: cookies always, JSON for plain objects, FormData and Blobs left to the browser. */
export async function apiRequest(method: string, url: string, body?: Body, options: RequestOptions = {}): Promise<Response> {
  const isRaw = body instanceof FormData || body instanceof Blob;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (body !== undefined && !isRaw) headers['Content-Type'] = 'application/json';
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers,
    body: body === undefined ? undefined : isRaw ? body : JSON.stringify(body),
    signal: options.signal,
  });
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
  return response;
}

const readJson = async (response: Response): Promise<unknown> => (response.status === 204 ? null : response.json());

export async function sendJson<T>(method: string, url: string, body?: Body, schema?: z.ZodType<T>, options?: RequestOptions): Promise<T> {
  const data = await readJson(await apiRequest(method, url, body, options));
  return schema ? schema.parse(data) : (data as T);
}

export interface GetOptions<T> {
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  /** By default a 401 is an error; "returnNull" yields null instead. */
  on401?: 'throw' | 'returnNull';
}

export async function getJson<T>(url: string, options: GetOptions<T> & { on401: 'returnNull' }): Promise<T | null>;
export async function getJson<T>(url: string, options?: GetOptions<T>): Promise<T>;
export async function getJson<T>(url: string, options: GetOptions<T> = {}): Promise<T | null> {
  try {
    return await sendJson('GET', url, undefined, options.schema, { signal: options.signal });
  } catch (error) {
    if (options.on401 === 'returnNull' && error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
