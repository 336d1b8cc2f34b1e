/**
 * The session (spec §3): the access token and the current user, plus the saved token and user of
 * the real account while an impersonation is active, each under its own localStorage key.
 * A tiny external store so React (useSyncExternalStore) and plain modules (http client) share it.
 * Another tab signing out or in is picked up through the `storage` event.
 */
import { readJson, readString, STORAGE_KEYS, writeJson, writeString } from '../storage';
import type { User } from './types';

export interface SessionState {
  token: string | null;
  user: User | null;
  /** The real account's token and user, saved while acting as someone else. */
  impersonation: { token: string; user: User | null } | null;
}

function readState(): SessionState {
  const impersonationToken = readString(STORAGE_KEYS.impersonationToken);
  return {
    token: readString(STORAGE_KEYS.token),
    user: readJson<User>(STORAGE_KEYS.user),
    impersonation: impersonationToken
      ? { token: impersonationToken, user: readJson<User>(STORAGE_KEYS.impersonationUser) }
      : null,
  };
}

let state: SessionState = readState();
const listeners = new Set<() => void>();

function set(next: SessionState) {
  state = next;
  writeString(STORAGE_KEYS.token, next.token);
  writeJson(STORAGE_KEYS.user, next.user);
  writeString(STORAGE_KEYS.impersonationToken, next.impersonation?.token ?? null);
  writeJson(STORAGE_KEYS.impersonationUser, next.impersonation?.user ?? null);
  for (const l of listeners) l();
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    const keys: (string | null)[] = Object.values(STORAGE_KEYS);
    if (event.key !== null && !keys.includes(event.key)) return;
    state = readState();
    for (const l of listeners) l();
  });
}

export const session = {
  get: (): SessionState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** After sign-in: a new token; the user is loaded next. */
  signIn(token: string, user: User | null = null) {
    set({ ...state, token, user });
  },
  setUser(user: User | null) {
    if (state.token) set({ ...state, user });
  },
  /** A refreshed access token for the same account. */
  setToken(token: string) {
    if (state.token) set({ ...state, token });
  },
  /** Forget the active account (the saved impersonation, if any, is handled by `endImpersonation`). */
  clear() {
    set({ ...state, token: null, user: null });
  },
  /** Spec §4: keep the current token and user aside, then act as the target. */
  startImpersonation(token: string) {
    if (!state.token || state.impersonation) return;
    set({ token, user: null, impersonation: { token: state.token, user: state.user } });
  },
  /** Back to the real account; false when no impersonation was saved. */
  endImpersonation(): boolean {
    if (!state.impersonation) return false;
    set({ token: state.impersonation.token, user: state.impersonation.user, impersonation: null });
    return true;
  },
  /** Forget everything, impersonation included. */
  reset() {
    set({ token: null, user: null, impersonation: null });
  },
  /** Tests: re-read storage. */
  reload() {
    state = readState();
    for (const l of listeners) l();
  },
};
