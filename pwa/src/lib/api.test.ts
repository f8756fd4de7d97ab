import { errorTexts } from '@stagehouse/shared/messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serveNothing } from '../test/scripted-server';
import { userOf } from '@stagehouse/shared/test-helpers';
import {
  addressOf,
  ApiError,
  apiRequest,
  call,
  messageOf,
  readAnswersWith,
  RequestTimeoutError,
  requestTimeouts,
  UnexpectedAnswerError,
} from './api';
import { loadEndpointPart } from './endpoint-parts';

const answer = (status: number, body: string, statusText = '') => new Response(body, { status, statusText });

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('sends cookies and a plain object as JSON', async () => {
    const fetchMock = vi.fn().mockResolvedValue(answer(200, '{}'));
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('POST', '/api/x', { a: 1 });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init.credentials).toBe('include');
    expect(init.headers['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"a":1}');
  });

  it('leaves FormData to the browser', async () => {
    const fetchMock = vi.fn().mockResolvedValue(answer(200, '{}'));
    vi.stubGlobal('fetch', fetchMock);
    const form = new FormData();
    form.append('file', 'x');
    await apiRequest('POST', '/api/x', form);
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init.headers['Content-Type']).toBeUndefined();
    expect(init.body).toBe(form);
  });

  it('turns a non-OK answer into "<status>: <body text>", or the status text when the body is empty', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(409, '{"message":"Email taken"}', 'Conflict')));
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('409: {"message":"Email taken"}');
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(502, '', 'Bad Gateway')));
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('502: Bad Gateway');
  });
});

describe('ApiError.serverMessage', () => {
  it('reads the message of our JSON error body, or the plain body', () => {
    expect(new ApiError(401, '{"message":"Invalid email or password"}', 'Unauthorized').serverMessage).toBe('Invalid email or password');
    expect(messageOf(new ApiError(500, 'upstream down', 'Error'))).toBe('upstream down');
    expect(messageOf(new Error('offline'))).toBe('offline');
  });

  it("falls back to the catalogue text, or to the screen's own, when the server gave no message of its own", () => {
    expect(messageOf(new ApiError(500, '', 'Internal Server Error'))).toBe('Something went wrong. Please try again.');
    expect(messageOf(new ApiError(502, '<html><body>Bad gateway</body></html>', 'Bad Gateway'))).toBe(
      'Something went wrong. Please try again.',
    );
    expect(messageOf(new ApiError(500, '{}', 'Internal Server Error'), 'Failed to update feature toggle')).toBe(
      'Failed to update feature toggle',
    );
  });
});

describe('call', () => {
  const health = { ok: true, version: '1.0.0', read: true, write: true };

  it("sends the endpoint's method to its path, parameters encoded and unset query values left out", async () => {
    const fetchMock = vi.fn().mockImplementation(() => Promise.resolve(answer(200, '[]')));
    vi.stubGlobal('fetch', fetchMock);
    await call('companies', { query: { search: 'oak & teak', type: 'stager', location: undefined } });
    await call('inviteContact', { params: { id: 7 } }).catch(() => undefined);
    await call('deleteBanner', { params: { id: 3 } });
    expect(fetchMock.mock.calls.map(([url, init]) => [init.method, url])).toEqual([
      ['GET', '/api/companies?search=oak+%26+teak&type=stager'],
      ['POST', '/api/contacts/7/invite'],
      ['DELETE', '/api/admin/banners/3'],
    ]);
  });

  it("answers what the endpoint's schema reads, and refuses an answer that does not fit it", async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(200, JSON.stringify({ ...health, extra: 'dropped' }))));
    expect(await call('health')).toEqual(health);
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(200, JSON.stringify({ ...health, ok: 'yes' }))));
    const refused = await call('health').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(UnexpectedAnswerError);
    expect(messageOf(refused)).toBe(errorTexts.fallback);
  });

  it('answers nothing for an endpoint without an answer, body or not', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(null, { status: 204 })));
    expect(await call('logout')).toBeUndefined();
  });

  it('builds a URL without a query the same in a browser whose URLSearchParams has no size (Safari before 17)', () => {
    const size = Object.getOwnPropertyDescriptor(URLSearchParams.prototype, 'size');
    Object.defineProperty(URLSearchParams.prototype, 'size', { get: () => undefined, configurable: true });
    try {
      expect(addressOf('uiContent')).toBe('/api/ui-content');
      expect(addressOf('pieceView', { params: { id: 'p1' } })).toBe('/api/piece/p1');
    } finally {
      if (size) Object.defineProperty(URLSearchParams.prototype, 'size', size);
    }
  });

  it('answers what the server did when the schemas cannot load, instead of calling a done write failed', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(200, JSON.stringify({ user: userOf('stager') }))));
    readAnswersWith(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    try {
      expect((await call('login', { body: { email: 'a@x.co', password: 'secret1' } })).user.email).toBe(userOf('stager').email);
    } finally {
      readAnswersWith(loadEndpointPart);
    }
  });

  it('turns a refusal into an ApiError before any parsing', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(401, '{"message":"Please sign in"}', 'Unauthorized')));
    await expect(call('me')).rejects.toThrow('401: {"message":"Please sign in"}');
  });
});

describe('a request the server does not answer', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  /** The request's outcome so far: pending until it settles, then its answer or error. */
  const watch = (request: Promise<unknown>) => {
    const outcome: { settled: boolean; error?: unknown } = { settled: false };
    request.then(
      () => (outcome.settled = true),
      (error: unknown) => Object.assign(outcome, { settled: true, error }),
    );
    return outcome;
  };

  it(`is given up after ${requestTimeouts.readMs / 1000} s as a network failure (not an ApiError), saying so to the user`, async () => {
    serveNothing();
    const read = watch(call('health'));
    await vi.advanceTimersByTimeAsync(requestTimeouts.readMs - 1);
    expect(read.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(read.error).toBeInstanceOf(RequestTimeoutError);
    expect(read.error).toBeInstanceOf(TypeError);
    expect(read.error).not.toBeInstanceOf(ApiError);
    expect(messageOf(read.error)).toBe(errorTexts.timedOut);
  });

  it(`gives a file ${requestTimeouts.uploadMs / 1000} s, and a request its own time when it names one`, async () => {
    serveNothing();
    const upload = watch(apiRequest('PUT', '/api/images/uploads/x.webp', new Blob(['photo'])));
    const push = watch(call('syncPush', { body: { mutations: [] }, timeoutMs: requestTimeouts.syncMs }));
    await vi.advanceTimersByTimeAsync(requestTimeouts.syncMs);
    expect(push.error).toBeInstanceOf(RequestTimeoutError);
    expect(upload.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(requestTimeouts.uploadMs - requestTimeouts.syncMs);
    expect(upload.error).toBeInstanceOf(RequestTimeoutError);
  });

  it("ends with the caller's abort as before, which is not a timeout", async () => {
    serveNothing();
    const controller = new AbortController();
    const read = watch(call('health', { signal: controller.signal }));
    controller.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(read.error).toMatchObject({ name: 'AbortError' });
    expect(read.error).not.toBeInstanceOf(RequestTimeoutError);
  });
});
