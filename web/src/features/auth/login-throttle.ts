/**
 * Client-side sign-in throttle (spec §8 "too many attempts: retry in {seconds} seconds"): after 5
 * failed attempts within a minute, sign-in is blocked for 60 seconds. Cognito's own throttling
 * answers block for the same time. Kept in localStorage so a reload does not reset it.
 */
import { readJson, STORAGE_KEYS, writeJson } from '../../lib/storage';

export const MAX_FAILURES = 5;
export const WINDOW_MS = 60_000;
export const LOCK_MS = 60_000;

export interface ThrottleState {
  failures: number[];
  lockedUntil: number | null;
}

export interface ThrottleStore {
  read(): ThrottleState | null;
  write(state: ThrottleState | null): void;
}

const localStore: ThrottleStore = {
  read: () => readJson<ThrottleState>(STORAGE_KEYS.loginAttempts),
  write: (state) => writeJson(STORAGE_KEYS.loginAttempts, state),
};

export function createLoginThrottle(store: ThrottleStore = localStore) {
  const state = (): ThrottleState => {
    const s = store.read();
    return { failures: Array.isArray(s?.failures) ? s.failures : [], lockedUntil: s?.lockedUntil ?? null };
  };
  return {
    /** Whole seconds left before another attempt is allowed; 0 when not blocked. */
    secondsLeft(now = Date.now()): number {
      const { lockedUntil } = state();
      return lockedUntil && lockedUntil > now ? Math.ceil((lockedUntil - now) / 1000) : 0;
    },
    /** Records a failed attempt; returns the seconds of the block it caused (0 if none). */
    recordFailure(now = Date.now()): number {
      const failures = [...state().failures.filter((t) => now - t < WINDOW_MS), now];
      if (failures.length >= MAX_FAILURES) {
        store.write({ failures: [], lockedUntil: now + LOCK_MS });
        return Math.ceil(LOCK_MS / 1000);
      }
      store.write({ failures, lockedUntil: null });
      return 0;
    },
    /** The server said "too many attempts": block as well. */
    lock(now = Date.now()): number {
      store.write({ failures: [], lockedUntil: now + LOCK_MS });
      return Math.ceil(LOCK_MS / 1000);
    },
    reset(): void {
      store.write(null);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
