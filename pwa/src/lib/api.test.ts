import { errorTexts } from '@stagehouse/shared/messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serveNothing } from '../test/scripted-server';
import { ApiError, apiRequest, getJson, messageOf, RequestTimeoutError, requestTimeouts, sendJson } from './api';

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

describe('getJson', () => {
  it('is an error on 401 by default and null when asked', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockImplementation(() => Promise.resolve(answer(401, '{"message":"Please sign in"}'))),
    );
    await expect(getJson('/api/auth/me')).rejects.toBeInstanceOf(ApiError);
    expect(await getJson('/api/auth/me', { on401: 'returnNull' })).toBeNull();
  });

  it('still throws other errors when 401 yields null', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(500, 'boom')));
    await expect(getJson('/api/x', { on401: 'returnNull' })).rejects.toThrow('500: boom');
  });

  it('parses with a schema when given', async () => {
    const { z } = await import('zod');
    vi.stubGlobal(
      'fetch',
      vi.fn().mockImplementation(() => Promise.resolve(answer(200, '{"n":"x"}'))),
    );
    await expect(sendJson('GET', '/api/x', undefined, z.object({ n: z.number() }))).rejects.toThrow();
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
    const read = watch(getJson('/api/x'));
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
    const push = watch(sendJson('POST', '/api/sync/push', { mutations: [] }, undefined, { timeoutMs: requestTimeouts.syncMs }));
    await vi.advanceTimersByTimeAsync(requestTimeouts.syncMs);
    expect(push.error).toBeInstanceOf(RequestTimeoutError);
    expect(upload.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(requestTimeouts.uploadMs - requestTimeouts.syncMs);
    expect(upload.error).toBeInstanceOf(RequestTimeoutError);
  });

  it("ends with the caller's abort as before, which is not a timeout", async () => {
    serveNothing();
    const controller = new AbortController();
    const read = watch(getJson('/api/x', { signal: controller.signal }));
    controller.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(read.error).toMatchObject({ name: 'AbortError' });
    expect(read.error).not.toBeInstanceOf(RequestTimeoutError);
  });
});
