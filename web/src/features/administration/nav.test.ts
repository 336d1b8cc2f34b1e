import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { rolesAllow } from '../../../../shared/access';
import { rolesOf } from '../../../../shared/areas/define';
import { INTERNAL_ROLE_IDS, ROLE } from '../../../../shared/roles/catalogue';
import { routeObjects, type AppRoute } from '../../app/router';
import { ADMINISTRATION_SCREENS, heldAdministrationScreens } from './nav';

const user = (...ids: readonly number[]) => ({ roles: ids.map((id) => ({ id, name: '', parent_id: null })) });
const tiles = (...ids: readonly number[]) => heldAdministrationScreens(user(...ids)).map((s) => s.id);

describe('administration home tiles (spec §2, §6)', () => {
  it('shows the administrator (every internal role, permission 25 among them) every tile, warehouse prenotices last', () => {
    expect(tiles(...INTERNAL_ROLE_IDS)).toEqual([
      'catalog',
      'importSales',
      'insertSales',
      'labsStatistics',
      'packaging',
      'platformInvoicing',
      'farmapremium',
      'prenotices',
    ]);
    expect(heldAdministrationScreens(user(...INTERNAL_ROLE_IDS)).at(-1)?.path).toBe('/warehouse/prenotices');
  });

  it('shows the prenotices tile only with permission 25', () => {
    expect(tiles(101)).not.toContain('prenotices');
    expect(tiles(108)).toEqual(['labsStatistics']);
    expect(tiles(108, ROLE.prenotices)).toEqual(['labsStatistics', 'prenotices']);
  });

  it('leads every tile to a screen whose guard lets in everyone the tile is shown to', () => {
    const tree = routeObjects();
    for (const s of ADMINISTRATION_SCREENS) {
      const route = matchRoutes(tree, s.path)?.at(-1)?.route.handle as AppRoute | undefined;
      expect(route?.path, s.id).toBe(s.path);
      const access = route!.access;
      expect('public' in access || 'guestsOnly' in access, s.id).toBe(false);
      if ('public' in access || 'guestsOnly' in access) continue;
      for (const role of rolesOf(s.access)) expect(rolesAllow(access, [role]), `${s.id} with ${role}`).toBe(true);
    }
  });
});
