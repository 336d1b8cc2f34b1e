// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../lib/auth/session';
import type { User } from '../../lib/auth/types';
import { renderWithApp } from '../../testing/render';
import Header from './Header';

const pharmacist = (...extra: number[]): User => ({
  id: 5,
  login: 'farmacia-admin',
  name: 'Joan Puig',
  email: 'joan@example.test',
  locale: 'ca',
  model: 'guest',
  type_id: 1,
  roles: [29, 54, ...extra].map((id) => ({ id, name: String(id), parent_id: null })),
  party: { id: 1001, code: 'S08001', name: 'Farmàcia Puig i Soler', kind: 'pharmacy', phone: null, employees: [] },
  settings: [],
});

/** TopNavigation renders hidden copies to measure itself: look at the visible bar only. */
const visible = () => document.querySelectorAll('[class*="awsui_top-navigation"]:not([class*="awsui_hidden"])');
const text = () => [...visible()].map((n) => n.textContent).join(' ');

describe('signed-in header (spec §2 "Shared frame")', () => {
  beforeEach(() => {
    localStorage.clear();
    session.reload();
  });
  afterEach(cleanup);

  it('shows the party, the user and the language; "Advance" only with role 69', () => {
    session.signIn('t', pharmacist());
    const { unmount } = renderWithApp(<Header />);
    expect(text()).toContain('Farmàcia Puig i Soler');
    expect(text()).toContain('Joan Puig');
    expect(text()).toContain('CA');
    expect(text()).not.toContain('Advance');
    unmount();
    session.signIn('t', pharmacist(69));
    renderWithApp(<Header />);
    expect(text()).toContain('Advance');
  });

  it('warns while an impersonation is active', () => {
    session.signIn('admin-token', { ...pharmacist(), name: 'Anna Ferrer', model: 'user', type_id: null, party: null });
    session.startImpersonation('guest-token');
    session.setUser(pharmacist());
    renderWithApp(<Header />);
    expect(text()).toContain('Suplantació activa');
    expect(screen.getAllByLabelText(/Esteu actuant com a Joan Puig/).length).toBeGreaterThan(0);
  });

  it('has no warning without an impersonation', () => {
    session.signIn('t', pharmacist());
    renderWithApp(<Header />);
    expect(text()).not.toContain('Suplantació');
  });
});
