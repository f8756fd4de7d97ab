import { useEffect, useEffectEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * Filter values kept in React state (so quick successive changes queue properly) and mirrored
 * into the URL, so a filtered screen can be shared and survives a reload. Empty values are left out.
 */
export function useUrlState<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const [values, setValues] = useState(() => Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ''])) as Record<K, string>);
  // The URL is written when the values change, and only when it would change: a needless replace
  // (on arrival, or when the router hands out a new setter) could cut off the visitor's next navigation.
  const writeUrl = useEffectEvent((next: URLSearchParams) => {
    if (next.toString() !== params.toString()) setParams(next, { replace: true });
  });
  useEffect(() => writeUrl(new URLSearchParams(Object.entries(values).filter(([, v]) => v !== '') as [string, string][])), [values]);
  const set = (key: K, value: string) => setValues((current) => ({ ...current, [key]: value }));
  const clear = () => setValues(Object.fromEntries(keys.map((k) => [k, ''])) as Record<K, string>);
  return { values, set, clear };
}
