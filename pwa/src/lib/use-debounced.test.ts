import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebounced } from './use-debounced';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useDebounced', () => {
  it('gives the first value at once and a new one only after it has held still for the pause', () => {
    const { result, rerender } = renderHook(({ value }) => useDebounced(value, 250), { initialProps: { value: '' } });
    expect(result.current).toBe('');
    for (const typed of ['m', 'mi', 'mid']) {
      rerender({ value: typed });
      act(() => vi.advanceTimersByTime(100));
    }
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(149));
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('mid');
  });
});
