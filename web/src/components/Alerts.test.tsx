// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAlertStore } from '../lib/alerts';
import { renderWithApp } from '../testing/render';
import { Alerts } from './Alerts';

describe('<Alerts>', () => {
  // Cloudscape's enter/exit animations wait for transition events a test DOM never fires.
  beforeEach(() => document.body.classList.add('awsui-motion-disabled'));
  afterEach(() => {
    vi.useRealTimers();
    cleanup();
  });

  it('shows alerts; the error stays while the success goes after 7 s', async () => {
    const store = createAlertStore();
    renderWithApp(<Alerts store={store} />);
    act(() => void store.add({ type: 'error', msg: 'Ha fallat', details: 'detall del servidor' }));
    expect(await screen.findByText('Ha fallat')).toBeTruthy();
    expect(screen.getByText('detall del servidor')).toBeTruthy();

    vi.useFakeTimers();
    act(() => void store.add({ type: 'success', msg: 'Desat correctament' }));
    expect(screen.getByText('Desat correctament')).toBeTruthy();
    act(() => vi.advanceTimersByTime(7000));
    expect(screen.queryByText('Desat correctament')).toBeNull();
    expect(screen.getByText('Ha fallat')).toBeTruthy();
  });

  it('offers the undo action', async () => {
    const store = createAlertStore();
    const undo = vi.fn();
    renderWithApp(<Alerts store={store} />);
    act(() => void store.add({ type: 'success', msg: 'Eliminat', undo }));
    const button = await screen.findByRole('button', { name: 'Desfés' });
    act(() => button.click());
    expect(undo).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Eliminat')).toBeNull();
  });
});
