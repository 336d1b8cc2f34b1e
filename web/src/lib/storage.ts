/**
 * localStorage keys of the session (spec §3: token, user, saved impersonation token and user, each
 * under its own key), of the language (§1, §9) and of the tables' page sizes and columns. Reads and writes never throw: private windows
 * and full quotas behave as an empty store.
 */
export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  impersonationToken: 'impersonation_token',
  impersonationUser: 'impersonation_user',
  locale: 'locale',
  loginAttempts: 'login_attempts',
  /** The rows per page each server table was last shown with, by route name. */
  tablePageSizes: 'table_page_sizes',
  /** The columns each table shows, their order and line wrapping, by table (components/table/column-preferences.ts). */
  tableColumns: 'table_columns',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

function store(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readString(key: StorageKey): string | null {
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeString(key: StorageKey, value: string | null): void {
  try {
    if (value === null) store()?.removeItem(key);
    else store()?.setItem(key, value);
  } catch {
    // Quota or privacy mode: the session then lives in memory only.
  }
}

export function readJson<T>(key: StorageKey): T | null {
  const raw = readString(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeJson(key: StorageKey, value: unknown): void {
  writeString(key, value === null || value === undefined ? null : JSON.stringify(value));
}
