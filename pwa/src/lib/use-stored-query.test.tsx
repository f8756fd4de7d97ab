import { renderHook, waitFor } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalDb } from './local-db';
import { useStoredQuery } from './use-stored-query';

const db = new LocalDb('stored-query-test');
afterAll(() => db.delete());

describe('useStoredQuery', () => {
  it('answers, follows writes, and re-renders nothing for a write that changed nothing it reads', async () => {
    await db.meta.put({ key: 'pull', userId: 1, sequence: 1 });
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useStoredQuery(() => db.meta.get('pull'), [], 'waiting' as const);
    });
    expect(result.current).toBe('waiting');
    await waitFor(() => expect(result.current).toEqual({ key: 'pull', userId: 1, sequence: 1 }));
    const first = result.current;

    const rendersBefore = renders;
    // The same record written again: the query answers an equal copy.
    await db.meta.put({ key: 'pull', userId: 1, sequence: 1 });
    // A write to what the query does not read.
    await db.meta.put({ key: 'session', userId: 1 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(renders).toBe(rendersBefore);
    expect(result.current).toBe(first);

    await db.meta.put({ key: 'pull', userId: 1, sequence: 2 });
    await waitFor(() => expect(result.current).toEqual({ key: 'pull', userId: 1, sequence: 2 }));
  });

  it('reads again when its dependencies change', async () => {
    await db.meta.bulkPut([
      { key: 'pull', userId: 1 },
      { key: 'wishlist', userId: 2 },
    ]);
    const { result, rerender } = renderHook(({ key }) => useStoredQuery(() => db.meta.get(key), [key]), {
      initialProps: { key: 'pull' as 'pull' | 'wishlist' },
    });
    await waitFor(() => expect(result.current?.userId).toBe(1));
    rerender({ key: 'wishlist' });
    await waitFor(() => expect(result.current?.userId).toBe(2));
  });
});
