import { dequal } from 'dequal';
import { liveQuery } from 'dexie';
import { useObservable, type InteropableObservable } from 'dexie-react-hooks';

/** A live query's answers, less those equal to the one before: a write that changed nothing the query reads re-renders nothing. */
function steadyAnswers<T>(query: () => T | Promise<T>): InteropableObservable<T> {
  return {
    subscribe(onNext, onError) {
      let last: { value: T } | undefined;
      return liveQuery(query).subscribe({
        next: (value) => {
          if (last && dequal(last.value, value)) return;
          last = { value };
          onNext(value);
        },
        error: (error: unknown) => onError?.(error),
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
