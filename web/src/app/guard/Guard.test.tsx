// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes, useLocation } from 'react-router';
import { session } from '../../lib/auth/session';
import type { User } from '../../lib/auth/types';
import { renderWithApp } from '../../testing/render';
import { GUESTS_ONLY, allOf } from './decide';
import { Guard } from './Guard';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

const guest: User = {
  id: 7,
  login: 'farmacia',
  name: 'Laia',
  email: 'compte@example.test',
  locale: 'ca',
  model: 'guest',
  type_id: 1,
  roles: [29, 54].map((id) => ({ id, name: String(id), parent_id: null })),
  party: null,
  settings: [],
};

function app(path: string) {
  return renderWithApp(
    <Routes>
      <Route
        path="/internal"
        element={
          <Guard access={allOf(2)}>
            <p>intranet</p>
          </Guard>
        }
      />
      <Route
        path="/pharmacy"
        element={
          <Guard access={allOf(29, 54)}>
            <p>farmàcia</p>
          </Guard>
        }
      />
      <Route
        path="/login"
        element={
          <Guard access={GUESTS_ONLY}>
            <Where />
          </Guard>
        }
      />
      <Route path="*" element={<Where />} />
    </Routes>,
    { path },
  );
}

describe('<Guard>', () => {
  beforeEach(() => {
    localStorage.clear();
    session.reload();
    // The guard refreshes the user in the background: answer GET /api/user.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ data: guest }), { status: 200 })),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('sends a signed-out visitor to login with the wanted URL', async () => {
    app('/internal');
    expect((await screen.findByTestId('where')).textContent).toBe('/login?next=%2Finternal');
  });

  it('renders the page for a user with every role', async () => {
    session.signIn('t', guest);
    app('/pharmacy');
    expect(await screen.findByText('farmàcia')).toBeTruthy();
  });

  it('sends a user without the role to /forbidden', async () => {
    session.signIn('t', guest);
    app('/internal');
    expect((await screen.findByTestId('where')).textContent).toBe('/forbidden');
  });

  it('sends a signed-in user away from login, to the kept URL', async () => {
    session.signIn('t', guest);
    app('/login?next=%2Fpharmacy');
    expect(await screen.findByText('farmàcia')).toBeTruthy();
  });
});
