// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { AreaEntry } from '../../../config/areas';
import type { User } from '../../../lib/auth/types';
import { renderWithApp } from '../../../testing/render';
import { HomeAreas } from './HomeAreas';

const registry: AreaEntry[] = [
  {
    id: 'warehouse',
    home: 'internal',
    placement: 'tile',
    path: '/warehouse',
    titleKey: 'areas.warehouse',
    icon: 'folder',
    roles: [19],
    built: true,
  },
  { id: 'acl', home: 'internal', placement: 'tile', path: '/acl', titleKey: 'areas.acl', roles: [3], built: true },
  { id: 'bi', home: 'internal', placement: 'tile', path: '/bi', titleKey: 'areas.bi', roles: [47], built: false },
  {
    id: 'stats',
    home: 'laboratory',
    placement: 'link',
    path: '/s',
    titleKey: 'areas.laboratory_statistics',
    roles: [33],
    built: true,
  },
];

const user = (...ids: number[]): User => ({
  id: 1,
  login: 'x',
  name: 'X',
  email: 'compte@example.test',
  locale: 'ca',
  model: 'user',
  type_id: null,
  roles: ids.map((id) => ({ id, name: '', parent_id: null })),
  party: null,
  settings: [],
});

describe('<HomeAreas>', () => {
  afterEach(cleanup);

  it('renders a tile per visible area and follows it inside the app', async () => {
    renderWithApp(
      <Routes>
        <Route path="/" element={<HomeAreas user={user(2, 19, 47)} home="internal" as="tiles" registry={registry} />} />
        <Route path="/warehouse" element={<p>magatzem obert</p>} />
      </Routes>,
    );
    const tiles = screen.getAllByRole('link');
    expect(tiles.map((a) => a.textContent)).toEqual(['Magatzem']);
    expect(tiles[0]!.getAttribute('href')).toBe('/warehouse');
    fireEvent.click(tiles[0]!);
    expect(await screen.findByText('magatzem obert')).toBeTruthy();
  });

  it('renders links on the laboratory home', () => {
    renderWithApp(<HomeAreas user={user(29, 55, 33)} home="laboratory" as="links" registry={registry} />, { locale: 'es' });
    expect(screen.getByRole('link', { name: 'Estadísticas de ventas' }).getAttribute('href')).toBe('/s');
  });

  it('shows the empty state rather than dead tiles', () => {
    renderWithApp(<HomeAreas user={user(2, 47)} home="internal" as="tiles" registry={registry} />);
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(screen.getByText('Encara no hi ha àrees disponibles')).toBeTruthy();
  });
});
