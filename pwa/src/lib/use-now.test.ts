import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNow } from './use-now';

afterEach(() => vi.useRealTimers());

describe('useNow', () => {
  it('moves on every interval, so a page left open past midnight sees the new day', () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T23:59:30Z') });
    const { result } = renderHook(() => useNow(60_000));
    expect(new Date(result.current).toISOString()).toBe('2026-11-24T23:59:30.000Z');
    act(() => vi.advanceTimersByTime(60_000));
    expect(new Date(result.current).toISOString()).toBe('2026-11-25T00:00:30.000Z');
  });
});
