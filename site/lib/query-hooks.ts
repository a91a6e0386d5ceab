// React's side of the read cache (site/lib/query-store.ts) and of the site's two form submissions.
import { createContext, use, useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { z } from 'zod';
import type { endpoints } from '../../shared/contract/endpoints.ts';
import { readKey, type PublicRead, type PublicReadName } from '../../shared/contract/public-endpoints.ts';
import type { QueryStore } from './query-store.ts';

export const QueryStoreContext = createContext<QueryStore | null>(null);

export interface QueryResult<T> {
  data: T | undefined;
  error: unknown;
  /** No answer yet (also while `enabled` is false). */
  isPending: boolean;
  isError: boolean;
}

/** What a read answers: its endpoint's output in the contract (types only: no schema reaches the site), or text. */
export type ReadData<N extends PublicReadName> = (typeof endpoints.public)[N] extends { output: infer O extends z.ZodType } ? z.output<O> : string;

/**
 * The answer to a read of the public API, fetched after the first render that makes it,
 * re-rendering when it arrives. On the server nothing is fetched here: the renderer has already
 * read what the page's route declares (shared/public-routes.ts), and notes what the page made.
 */
export function useRead<N extends PublicReadName>(read: PublicRead<N>, { enabled = true }: { enabled?: boolean } = {}): QueryResult<ReadData<N>> {
  const store = use(QueryStoreContext);
  if (!store) throw new Error('useRead needs a QueryStoreContext above it');
  // One read per key: a new object with the same parts (each render makes one) is the same read,
  // so the subscription and the fetch are not redone on every render.
  const key = readKey(read);
  // oxlint-disable-next-line react-hooks/exhaustive-deps -- keyed by the read's parts, not its identity (above)
  const stable = useMemo(() => read, [key]);
  if (enabled) store.want(stable);
  const subscribe = useCallback((listener: () => void) => store.subscribe(stable, listener), [store, stable]);
  const getSnapshot = () => store.snapshot(stable);
  const snapshot = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  useEffect(() => {
    if (enabled) void store.fetch(stable);
  }, [store, stable, enabled]);
  return { data: snapshot.data as ReadData<N> | undefined, error: snapshot.error, isPending: snapshot.status === 'pending', isError: snapshot.status === 'error' };
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
