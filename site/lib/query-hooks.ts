// React's side of the read cache (site/lib/query-store.ts) and of the site's two form submissions.
import { createContext, use, useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { hashKey, type QueryKey, type QueryStore } from './query-store.ts';

export const QueryStoreContext = createContext<QueryStore | null>(null);

export interface QueryResult<T> {
  data: T | undefined;
  error: unknown;
  /** No answer yet (also while `enabled` is false). */
  isPending: boolean;
  isError: boolean;
}

/**
 * The answer for `queryKey`, fetched after the first render that needs it, re-rendering when it
 * arrives. On the server nothing is fetched here: the key is noted, and the renderer fetches the
 * noted keys and renders again (site/entry-server.tsx).
 */
export function useQuery<T>({ queryKey, enabled = true }: { queryKey: QueryKey; enabled?: boolean }): QueryResult<T> {
  const store = use(QueryStoreContext);
  if (!store) throw new Error('useQuery needs a QueryStoreContext above it');
  // One key per hash: a new array with the same parts (each render makes one) is the same query,
  // so the subscription and the fetch are not redone on every render.
  const hash = hashKey(queryKey);
  const key = useMemo(() => queryKey, [hash]);
  if (enabled) store.want(key);
  const subscribe = useCallback((listener: () => void) => store.subscribe(key, listener), [store, key]);
  const getSnapshot = () => store.snapshot(key);
  const snapshot = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  useEffect(() => {
    if (enabled) void store.fetch(key);
  }, [store, key, enabled]);
  return { data: snapshot.data as T | undefined, error: snapshot.error, isPending: snapshot.status === 'pending', isError: snapshot.status === 'error' };
}

interface MutationOptions<V> {
  mutationFn: (value: V) => Promise<unknown>;
  onSuccess?: () => void;
  onError?: (error: unknown) => void;
}

/** A submission: `isPending` while it runs; the callbacks run when it settles. */
export function useMutation<V>({ mutationFn, onSuccess, onError }: MutationOptions<V>) {
  const [isPending, setPending] = useState(false);
  const mutate = (value: V) => {
    setPending(true);
    mutationFn(value).then(
      () => {
        setPending(false);
        onSuccess?.();
      },
      (error: unknown) => {
        setPending(false);
        onError?.(error);
      },
    );
  };
  return { mutate, isPending };
}
