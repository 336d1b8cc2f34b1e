/**
 * Lines that leave the screen when swiped (spec §4): the line is hidden LEAVE_MS after the swipe
 * while its call runs; it is dropped for good once the call succeeded, and comes back if the call
 * failed. A line already on its way out ignores a second swipe, so a double swipe sends one call.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export const LEAVE_MS = 500;

export type LeaveState = 'leaving' | 'gone';

export function useLeavingLines<K>({
  run,
  onDone,
  onFailed,
}: {
  /** The call the swipe makes (place or undo). */
  run: (key: K) => Promise<unknown>;
  /** After success and the leave: drop the line from the list for good. */
  onDone: (key: K) => void;
  onFailed?: (key: K, error: unknown) => void;
}) {
  const [states, setStates] = useState<ReadonlyMap<K, LeaveState>>(new Map());
  const busy = useRef(new Set<K>());
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );
  const set = useCallback((key: K, state: LeaveState | null) => {
    if (!mounted.current) return;
    setStates((current) => {
      const next = new Map(current);
      if (state) next.set(key, state);
      else next.delete(key);
      return next;
    });
  }, []);

  const trigger = useCallback(
    (key: K) => {
      if (busy.current.has(key)) return;
      busy.current.add(key);
      set(key, 'leaving');
      let failed = false;
      const left = new Promise<void>((resolve) =>
        setTimeout(() => {
          if (!failed) set(key, 'gone');
          resolve();
        }, LEAVE_MS),
      );
      run(key).then(
        async () => {
          await left;
          busy.current.delete(key);
          onDone(key);
          set(key, null);
        },
        (error: unknown) => {
          failed = true;
          busy.current.delete(key);
          set(key, null);
          onFailed?.(key, error);
        },
      );
    },
    [run, onDone, onFailed, set],
  );

  return { states, trigger };
}
