/**
 * A table's column preferences as the user left them: which columns show and in what order,
 * whether long text wraps, and how many first columns stay put while the table scrolls sideways.
 * Kept per table in localStorage, read leniently: columns the table no longer has are dropped, new
 * ones join at their place with their default, and a stored value of another shape is ignored.
 */
import { readJson, STORAGE_KEYS, writeJson } from '../../lib/storage';

export interface ColumnPrefs {
  contentDisplay: { id: string; visible: boolean }[];
  wrapLines: boolean;
  /** First columns kept in view while the table scrolls sideways (0, 1 or 2). */
  stickyFirst: number;
}

/** What a screen says of its table's columns. */
export interface ColumnPrefsSpec {
  /** Every column id, in the screen's order. */
  ids: readonly string[];
  /** Columns hidden until the user shows them. */
  hidden?: readonly string[];
  /** Columns the user cannot hide (what identifies the row). */
  alwaysVisible?: readonly string[];
  /** Long text wraps by default (false: one line per row, cut). */
  wrapLines?: boolean;
}

const STICKY_MAX = 2;

export function defaultPrefs(spec: ColumnPrefsSpec): ColumnPrefs {
  return {
    contentDisplay: spec.ids.map((id) => ({ id, visible: !spec.hidden?.includes(id) })),
    wrapLines: spec.wrapLines ?? true,
    stickyFirst: 0,
  };
}

const isEntry = (e: unknown): e is { id: string; visible: boolean } =>
  typeof e === 'object' &&
  e !== null &&
  typeof (e as { id: unknown }).id === 'string' &&
  typeof (e as { visible: unknown }).visible === 'boolean';

/** The stored choice applied to the table's columns as they are now. */
export function reconcile(stored: unknown, spec: ColumnPrefsSpec): ColumnPrefs {
  const base = defaultPrefs(spec);
  if (typeof stored !== 'object' || stored === null) return base;
  const s = stored as Partial<Record<keyof ColumnPrefs, unknown>>;
  const known = Array.isArray(s.contentDisplay) ? s.contentDisplay.filter(isEntry).filter((e) => spec.ids.includes(e.id)) : [];
  const order = known.filter((e, i) => known.findIndex((o) => o.id === e.id) === i);
  // A column the stored order lacks goes right after the column before it in the screen's order.
  for (const [index, id] of spec.ids.entries()) {
    if (order.some((e) => e.id === id)) continue;
    const before = spec.ids
      .slice(0, index)
      .reverse()
      .find((prev) => order.some((e) => e.id === prev));
    const at = before === undefined ? 0 : order.findIndex((e) => e.id === before) + 1;
    order.splice(at, 0, { id, visible: !spec.hidden?.includes(id) });
  }
  const sticky = typeof s.stickyFirst === 'number' && Number.isInteger(s.stickyFirst) ? s.stickyFirst : base.stickyFirst;
  return {
    contentDisplay: order.map((e) => (spec.alwaysVisible?.includes(e.id) ? { ...e, visible: true } : e)),
    wrapLines: typeof s.wrapLines === 'boolean' ? s.wrapLines : base.wrapLines,
    stickyFirst: Math.min(STICKY_MAX, Math.max(0, sticky)),
  };
}

type Stored = Record<string, unknown>;

export function readColumnPrefs(table: string, spec: ColumnPrefsSpec): ColumnPrefs {
  return reconcile(readJson<Stored>(STORAGE_KEYS.tableColumns)?.[table], spec);
}

export function writeColumnPrefs(table: string, prefs: ColumnPrefs): void {
  writeJson(STORAGE_KEYS.tableColumns, { ...readJson<Stored>(STORAGE_KEYS.tableColumns), [table]: prefs });
}
