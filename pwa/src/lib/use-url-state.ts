import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * Filter values kept in React state (so quick successive changes queue properly) and mirrored
 * into the URL, so a filtered screen can be shared and survives a reload. Empty values are left out.
 */
export const useUrlState = <K extends string>(keys: readonly K[]) => {
  const [params, setParams] = useSearchParams();
  const [values, setValues] = useState(() => Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ''])) as Record<K, string>);
  useEffect(() => {
    const next = new URLSearchParams(Object.entries(values).filter(([, v]) => v !== '') as [string, string][]);
    setParams(next, { replace: true });
  }, [values, setParams]);
  const set = (key: K, value: string) => setValues((current) => ({ ...current, [key]: value }));
  const clear = () => setValues(Object.fromEntries(keys.map((k) => [k, ''])) as Record<K, string>);
  return { values, set, clear };
};
