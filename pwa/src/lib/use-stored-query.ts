import { dequal } from 'dequal';
import { liveQuery } from 'dexie';
import { useObservable, type InteropableObservable } from 'dexie-react-hooks';
import { startTransition } from 'react';

/**
 * A live query's answers, less those equal to the one before, each handed on inside a transition:
 * a write that changed nothing the query reads re-renders nothing, and a new answer renders in
 * slices a phone can answer taps between instead of in one long task.
 */
function steadyAnswers<T>(query: () => T | Promise<T>): InteropableObservable<T> {
  return {
    subscribe(onNext, onError) {
      let last: { value: T } | undefined;
      return liveQuery(query).subscribe({
        next: (value) => {
          if (last && dequal(last.value, value)) return;
          last = { value };
          startTransition(() => onNext(value));
        },
        error: (error: unknown) => startTransition(() => onError?.(error)),
      });
    },
  };
}

/** What a query of IndexedDB answers, kept up to date as what it reads changes; undefined (or `initial`) until it first answers. */
export function useStoredQuery<T>(query: () => T | Promise<T>, deps: unknown[]): T | undefined;
export function useStoredQuery<T, I>(query: () => T | Promise<T>, deps: unknown[], initial: I): T | I;
export function useStoredQuery<T, I>(query: () => T | Promise<T>, deps: unknown[], initial?: I): T | I | undefined {
  return useObservable(() => steadyAnswers(query), deps, initial);
}
