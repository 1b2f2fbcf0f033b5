import { useEffect, useRef, useState } from 'react';

export interface Loaded<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

/**
 * One GET for a screen: loads on mount and when `key` changes, reloads on demand (while
 * reloading, the data of the same key stays on screen). The portal reads a few small
 * lists; a query cache library would weigh more than it saves.
 */
export function useLoad<T>(load: () => Promise<T>, key: string): Loaded<T> {
  const [round, setRound] = useState(0);
  const [result, setResult] = useState<{ of: string; data?: T; error?: unknown } | null>(null);
  const latest = useRef(load);
  useEffect(() => {
    latest.current = load;
  });
  const wanted = `${key}#${round}`;
  useEffect(() => {
    let current = true;
    latest.current().then(
      (data) => current && setResult({ of: wanted, data }),
      (error: unknown) => current && setResult({ of: wanted, error }),
    );
    return () => {
      current = false;
    };
  }, [wanted]);
  const loading = result?.of !== wanted;
  const sameKey = result?.of.startsWith(`${key}#`) ?? false;
  return {
    data: sameKey ? result?.data : undefined,
    error: loading ? undefined : result?.error,
    loading,
    reload: () => setRound((value) => value + 1),
  };
}
