import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveNothing } from '../test/scripted-server';
import { userOf } from '@stagehouse/shared/test-helpers';
import { ApiError, call, requestTimeouts } from './api';
import { useAuthStore } from './auth-store';
import { useSyncedRecord } from './use-synced-record';

afterEach(() => useAuthStore.getState().signOut());

/** A record source whose device copy is what `keep` stored, and whose server answers `answer` (or 404). */
const source = (answer: string | null) => {
  const device = { value: null as string | null };
  const fetch = vi.fn(async () => {
    if (answer === null) throw new ApiError(404, '', 'Not Found');
    return answer;
  });
  const keep = vi.fn(async (value: string) => {
    device.value = value;
  });
  const forget = vi.fn(async () => {
    device.value = null;
  });
  return { device, fetch, keep, forget };
};

describe('a record read from the device and the server', () => {
  it('keeps the answer a server-drawn page came with, without asking again, for a visitor', async () => {
    const s = source('fresh');
    const { result, rerender } = renderHook(
      ({ local }) => useSyncedRecord({ key: 'k', local, seed: 'drawn', fetch: s.fetch, keep: s.keep, forget: s.forget }),
      {
        initialProps: { local: undefined as string | null | undefined },
      },
    );
    expect(result.current).toEqual({ record: 'drawn', state: 'ready' });
    await waitFor(() => expect(s.keep).toHaveBeenCalledWith('drawn'));
    rerender({ local: s.device.value });
    expect(result.current.record).toBe('drawn');
    expect(s.fetch).not.toHaveBeenCalled();
  });

  it('shows a record the server did not find for a visitor as not found, without asking again', async () => {
    const s = source('draft');
    const { result } = renderHook(() =>
      useSyncedRecord({ key: 'k', local: null, seed: null, fetch: s.fetch, keep: s.keep, forget: s.forget }),
    );
    expect(result.current).toEqual({ record: null, state: 'not-found' });
    await waitFor(() => expect(s.forget).toHaveBeenCalled());
    expect(s.fetch).not.toHaveBeenCalled();
  });

  it('asks again with the session of a signed-in user: an owner reads the draft visitors do not find', async () => {
    act(() => useAuthStore.getState().signIn(userOf('stager')));
    const s = source('draft');
    const { result, rerender } = renderHook(
      ({ local }) => useSyncedRecord({ key: 'k', local, seed: null, fetch: s.fetch, keep: s.keep, forget: s.forget }),
      {
        initialProps: { local: null as string | null },
      },
    );
    await waitFor(() => expect(s.keep).toHaveBeenCalledWith('draft'));
    rerender({ local: s.device.value });
    await waitFor(() => expect(result.current).toEqual({ record: 'draft', state: 'ready' }));
  });

  it('shows the error state, as for any network failure, when the server does not answer in time', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      serveNothing();
      const { keep, forget } = source('never read');
      const { result } = renderHook(() =>
        useSyncedRecord({
          key: 'k',
          local: null,
          seed: undefined,
          fetch: () => call('health').then(() => 'never read'),
          keep,
          forget,
        }),
      );
      expect(result.current.state).toBe('loading');
      await act(() => vi.advanceTimersByTimeAsync(requestTimeouts.readMs));
      expect(result.current).toEqual({ record: null, state: 'error' });
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
  });
});
