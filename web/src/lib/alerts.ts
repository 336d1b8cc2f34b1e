/**
 * Alerts (spec §3 "Alert", §4, §9): error alerts stay until closed, and so do alerts with an undo
 * (a delete's undo gone after 7 s was the only way back); every other kind vanishes
 * after 7000 ms; details are cut at 250 characters; an undo action is optional; the list can be
 * reset. A plain store so the http client (outside React) can raise them.
 */
export type AlertType = 'success' | 'error' | 'warning' | 'info';

export interface Alert {
  id: string;
  msg: string;
  type: AlertType;
  details?: string;
  /** The form field a validation message belongs to (422 answers). */
  field?: string;
  undo?: () => void;
}

export type AlertInput = Omit<Alert, 'id' | 'type'> & { type?: AlertType };

export const ALERT_TIMEOUT_MS = 7000;
export const ALERT_DETAILS_MAX = 250;

export function truncateDetails(details: string | undefined, max = ALERT_DETAILS_MAX): string | undefined {
  if (details === undefined || details === null) return undefined;
  const text = String(details);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

interface TimerApi {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export function createAlertStore(
  timers: TimerApi = {
    setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
    clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
  },
) {
  let items: readonly Alert[] = [];
  let seq = 0;
  const timeouts = new Map<string, unknown>();
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());

  function remove(id: string) {
    const handle = timeouts.get(id);
    if (handle !== undefined) timers.clearTimeout(handle);
    timeouts.delete(id);
    const next = items.filter((a) => a.id !== id);
    if (next.length !== items.length) {
      items = next;
      emit();
    }
  }

  function add(input: AlertInput): string {
    const type = input.type ?? 'success';
    const id = `alert-${++seq}`;
    const alert: Alert = { ...input, id, type, details: truncateDetails(input.details) };
    if (alert.details === undefined) delete alert.details;
    items = [...items, alert];
    if (type !== 'error' && !alert.undo)
      timeouts.set(
        id,
        timers.setTimeout(() => remove(id), ALERT_TIMEOUT_MS),
      );
    emit();
    return id;
  }

  function reset() {
    for (const handle of timeouts.values()) timers.clearTimeout(handle);
    timeouts.clear();
    if (items.length) {
      items = [];
      emit();
    }
  }

  return {
    add,
    remove,
    reset,
    /** Runs the alert's undo action and closes it. */
    undo(id: string) {
      const alert = items.find((a) => a.id === id);
      remove(id);
      alert?.undo?.();
    },
    list: (): readonly Alert[] => items,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export type AlertStore = ReturnType<typeof createAlertStore>;

export const alerts = createAlertStore();
