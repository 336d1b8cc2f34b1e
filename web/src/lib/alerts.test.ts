import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALERT_TIMEOUT_MS, createAlertStore, truncateDetails } from './alerts';

describe('alerts (spec §3, §4, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('non-error alerts vanish after 7000 ms; error alerts stay until closed', () => {
    const store = createAlertStore();
    store.add({ type: 'success', msg: 'Desat' });
    store.add({ type: 'info', msg: 'Info' });
    store.add({ type: 'warning', msg: 'Compte' });
    const error = store.add({ type: 'error', msg: 'Error' });
    expect(ALERT_TIMEOUT_MS).toBe(7000);
    vi.advanceTimersByTime(6999);
    expect(store.list()).toHaveLength(4);
    vi.advanceTimersByTime(1);
    expect(store.list().map((a) => a.msg)).toEqual(['Error']);
    vi.advanceTimersByTime(60 * 60_000);
    expect(store.list().map((a) => a.id)).toEqual([error]);
    store.remove(error);
    expect(store.list()).toEqual([]);
  });

  it('defaults to a success alert', () => {
    const store = createAlertStore();
    store.add({ msg: 'Fet' });
    expect(store.list()[0]).toMatchObject({ type: 'success', msg: 'Fet' });
  });

  it('cuts details at 250 characters', () => {
    const store = createAlertStore();
    store.add({ type: 'error', msg: 'x', details: 'a'.repeat(300) });
    const details = store.list()[0]!.details!;
    expect(details).toHaveLength(250);
    expect(details.endsWith('…')).toBe(true);
    expect(truncateDetails('a'.repeat(250))).toBe('a'.repeat(250));
    expect(truncateDetails(undefined)).toBeUndefined();
  });

  it('runs the optional undo action and closes the alert', () => {
    const store = createAlertStore();
    const undo = vi.fn();
    const id = store.add({ type: 'success', msg: 'Eliminat', undo });
    store.undo(id);
    expect(undo).toHaveBeenCalledTimes(1);
    expect(store.list()).toEqual([]);
  });

  it('keeps an alert with an undo until it is closed or undone', () => {
    const store = createAlertStore();
    const id = store.add({ type: 'warning', msg: 'Eliminat', undo: vi.fn() });
    store.add({ type: 'warning', msg: 'Compte' });
    vi.advanceTimersByTime(60 * 60_000);
    expect(store.list().map((a) => a.id)).toEqual([id]);
    store.remove(id);
    expect(store.list()).toEqual([]);
  });

  it('resets the list and its timers', () => {
    const store = createAlertStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.add({ type: 'success', msg: 'a' });
    store.add({ type: 'error', msg: 'b' });
    store.reset();
    expect(store.list()).toEqual([]);
    listener.mockClear();
    vi.advanceTimersByTime(ALERT_TIMEOUT_MS);
    expect(listener).not.toHaveBeenCalled();
  });

  it('closing an alert early cancels its timer', () => {
    const store = createAlertStore();
    const id = store.add({ type: 'success', msg: 'a' });
    store.remove(id);
    store.add({ type: 'error', msg: 'b' });
    const listener = vi.fn();
    store.subscribe(listener);
    vi.advanceTimersByTime(ALERT_TIMEOUT_MS);
    expect(listener).not.toHaveBeenCalled();
  });
});
