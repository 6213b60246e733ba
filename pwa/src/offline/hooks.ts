/**
 * The office screens' door to their data on the device. Reads are live Dexie queries: a
 * write here, a sync, or a write in another tab re-renders every screen showing the record.
 * The result and mutation shapes follow react-query's, so screens read `data`, `isPending`
 * and `mutateAsync` whether a resource lives on the device or online.
 */
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { officeDb, type OfficeDatabase } from './db';

export interface LiveResult<T> {
  data: T | undefined;
  isPending: boolean;
  isError: false;
  error: null;
}

export function useLive<T>(read: (db: OfficeDatabase) => Promise<T>, deps: unknown[]): LiveResult<T> {
  const data = useLiveQuery(() => read(officeDb()), deps);
  return { data, isPending: data === undefined, isError: false, error: null };
}

export interface LocalMutation<I, O> {
  mutateAsync(input: I): Promise<O>;
  mutate(input: I, options?: { onSuccess?: (output: O) => void; onError?: (error: Error) => void }): void;
  isPending: boolean;
}

/** A device write as a mutation: pending while Dexie commits (milliseconds), never waiting on the network. */
export function useLocalMutation<I, O>(write: (input: I) => Promise<O>): LocalMutation<I, O> {
  const [pending, setPending] = useState(0);
  // The latest closure runs, while mutateAsync keeps one identity for effects and memos.
  const latest = useRef(write);
  useLayoutEffect(() => {
    latest.current = write;
  });
  const mutateAsync = useCallback(async (input: I) => {
    setPending((count) => count + 1);
    try {
      return await latest.current(input);
    } finally {
      setPending((count) => count - 1);
    }
  }, []);
  const mutate = useCallback<LocalMutation<I, O>['mutate']>(
    (input, options) => {
      mutateAsync(input).then(options?.onSuccess, (error: unknown) =>
        options?.onError?.(error instanceof Error ? error : new Error(String(error))),
      );
    },
    [mutateAsync],
  );
  return { mutateAsync, mutate, isPending: pending > 0 };
}

/** True once the first pull has written its cursor: before that an empty list means "not loaded yet". */
export function useOfficeReady(): boolean | undefined {
  return useLiveQuery(async () => (await officeDb().meta.get('cursor')) !== undefined, []);
}
