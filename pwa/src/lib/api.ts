import { pathFor, type PathParams } from '@stagehouse/shared/api-paths';
import type { Endpoint } from '@stagehouse/shared/endpoint';
import { endpointAddresses } from '@stagehouse/shared/endpoint-addresses';
import type { AnswerOf, EndpointName, EndpointPart, endpoints } from '@stagehouse/shared/endpoints';
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

/** An answer its endpoint's schema refuses: the user is told something went wrong; `cause` says what. */
export class UnexpectedAnswerError extends Error {
  constructor(
    readonly endpoint: string,
    cause: unknown,
  ) {
    super(errorTexts.fallback, { cause });
    this.name = 'UnexpectedAnswerError';
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

/** A request whose answer's body the caller does not read: a photo sent to the upload address the server gave. */
export const apiRequest = (method: string, url: string, body?: Body, options: RequestOptions = {}): Promise<Response> =>
  exchange(method, url, body, options, (response) => Promise.resolve(response));

type Declared<Name extends EndpointName> = (typeof endpoints)[Name];
type Path<Name extends EndpointName> = (typeof endpointAddresses)[Name][1];

type ParamsInput<Name extends EndpointName> = [PathParams<Path<Name>>] extends [never]
  ? { params?: undefined }
  : { params: Record<PathParams<Path<Name>>, string | number> };
type QueryInput<Name extends EndpointName> =
  Declared<Name> extends { query: infer Query extends z.ZodType } ? { query?: z.input<Query> } : { query?: undefined };
type BodyInput<Name extends EndpointName> =
  Declared<Name> extends { body: infer Sent extends z.ZodType }
    ? { body: z.input<Sent> }
    : Declared<Name> extends { takes: 'form-file' }
      ? { body: FormData }
      : Declared<Name> extends { takes: 'bytes' }
        ? { body: Blob }
        : { body?: undefined };

/** What a call of an endpoint sends: the path's parameters, the query and body its table entry declares, and how to send it. */
export type CallInput<Name extends EndpointName> = ParamsInput<Name> & QueryInput<Name> & BodyInput<Name> & RequestOptions;

export type CallArguments<Name extends EndpointName> =
  object extends CallInput<Name> ? [input?: CallInput<Name>] : [input: CallInput<Name>];

/** One part of the endpoint table, by endpoint name. */
export type TablePart = Record<string, Endpoint>;

let loadTablePart: (part: EndpointPart) => Promise<TablePart> = () => Promise.reject(new Error('The endpoint table is not set up'));

/** How this context finds the endpoint table's parts to parse answers with: the page loads them on demand, the worker has them in its script. */
export function readAnswersWith(load: (part: EndpointPart) => Promise<TablePart>): void {
  loadTablePart = load;
}

/** A call's input as the code below reads it, whatever the endpoint. */
interface AnyInput extends RequestOptions {
  params?: Record<string, string | number>;
  query?: object;
  body?: Body;
}

function urlOf(name: EndpointName, { params, query }: AnyInput): string {
  const path = endpointAddresses[name][1];
  const url = params ? pathFor(path, params) : path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text === '' ? url : `${url}?${text}`;
}

/** The URL a call of an endpoint asks: its path with the parameters filled in, and the query's set values. */
export const addressOf = <Name extends EndpointName>(name: Name, ...[input]: CallArguments<Name>): string =>
  urlOf(name, (input ?? {}) as AnyInput);

/** JSON, or undefined for an answer without a body. */
const readJson = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  return text === '' ? undefined : JSON.parse(text);
};

/**
 * Calls an endpoint of the table by name, and answers what it answered, parsed by the endpoint's
 * answer schema. The schemas load alongside the first request that needs them.
 */
export async function call<Name extends EndpointName>(name: Name, ...[input]: CallArguments<Name>): Promise<AnswerOf<Name>> {
  const [method, , part] = endpointAddresses[name];
  const { params, query, body, ...options } = (input ?? {}) as AnyInput;
  // A part that cannot load (a tab left open across a new version, a dropped line) does not make a
  // write the server has done look failed: its answer is taken as the server gave it.
  const table = loadTablePart(part).catch(() => null);
  const data = await exchange(method, urlOf(name, { params, query }), body, options, readJson);
  const endpoint = (await table)?.[name];
  if (!endpoint?.answer || endpoint.sends) return data as AnswerOf<Name>;
  const parsed = endpoint.answer.safeParse(data);
  if (!parsed.success) throw new UnexpectedAnswerError(name, parsed.error);
  return parsed.data as AnswerOf<Name>;
}
