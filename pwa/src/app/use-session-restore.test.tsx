import { signedInMark } from '@stagehouse/shared/signed-in-mark';
import { userOf } from '@stagehouse/shared/test-helpers';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../lib/auth-store';
import { finishHydrating } from '../lib/hydration';
import { useSessionRestore } from './use-session-restore';

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = `${signedInMark}=; Max-Age=0; Path=/`;
  useAuthStore.setState({ user: null, sessionChecked: false });
});

describe('useSessionRestore', () => {
  finishHydrating();

  it("asks nothing for a visitor's browser: no remembered user and no signed-in mark", () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderHook(() => useSessionRestore());
    expect(useAuthStore.getState().sessionChecked).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks the server when the browser carries the mark, and signs in the user it answers', async () => {
    const user = userOf('stager');
    const fetchMock = vi.fn().mockImplementation(() => Promise.resolve(json({ user })));
    vi.stubGlobal('fetch', fetchMock);
    document.cookie = `${signedInMark}=1; Path=/`;
    renderHook(() => useSessionRestore());
    await waitFor(() => expect(useAuthStore.getState().sessionChecked).toBe(true));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/session');
    expect(useAuthStore.getState().user).toEqual(user);
  });

  it('signs out a remembered user the server no longer knows, and drops a stale mark', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockImplementation(() => Promise.resolve(json({ user: null }))),
    );
    document.cookie = `${signedInMark}=1; Path=/`;
    useAuthStore.getState().signIn(userOf('realtor'));
    renderHook(() => useSessionRestore());
    await waitFor(() => expect(useAuthStore.getState().sessionChecked).toBe(true));
    expect(useAuthStore.getState().user).toBeNull();
    expect(document.cookie).not.toContain(signedInMark);
  });
});
