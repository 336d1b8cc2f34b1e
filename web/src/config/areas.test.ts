import { describe, expect, it } from 'vitest';
import { AREAS, visibleAreas, type AreaEntry } from './areas';

const registry: AreaEntry[] = [
  {
    id: 'warehouse',
    home: 'internal',
    placement: 'tile',
    path: '/warehouse',
    titleKey: 'a',
    roles: [19],
    header: true,
    built: true,
  },
  { id: 'acl', home: 'internal', placement: 'tile', path: '/acl', titleKey: 'a', roles: [3, 4, 5], built: true },
  { id: 'bi', home: 'internal', placement: 'tile', path: '/bi', titleKey: 'a', roles: [47], built: false },
  { id: 'platform', home: 'pharmacy', placement: 'tile', path: '/p', titleKey: 'a', roles: [34], built: true },
  { id: 'help', home: 'pharmacy', placement: 'help', path: '/h', titleKey: 'a', roles: [], built: true },
  { id: 'stats', home: 'laboratory', placement: 'link', path: '/s', titleKey: 'a', roles: [33], built: true },
  { id: 'settings', home: 'any', placement: 'profile', path: '/ps', titleKey: 'a', roles: [2], model: 'user', built: true },
  {
    id: 'profile-ph',
    home: 'any',
    placement: 'profile',
    path: '/gp',
    titleKey: 'a',
    roles: [],
    model: 'guest',
    guestType: 1,
    built: true,
  },
  {
    id: 'profile-lab',
    home: 'any',
    placement: 'profile',
    path: '/gl',
    titleKey: 'a',
    roles: [],
    model: 'guest',
    guestType: 2,
    built: true,
  },
];

const internal = (...roles: number[]) => ({ model: 'user' as const, type_id: null, roles: roles.map((id) => ({ id })) });
const guest = (type: 1 | 2, ...roles: number[]) => ({
  model: 'guest' as const,
  type_id: type,
  roles: roles.map((id) => ({ id })),
});
const ids = (entries: AreaEntry[]) => entries.map((a) => a.id);

/** The pharmacy home's tiles, in their order. */
const PHARMACY_TILES = [
  'pharmacy_platform',
  'pharmacy_administration',
  'pharmacy_health',
  'pharmacy_club',
  'pharmacy_networking',
  'pharmacy_communication',
];

describe('area registry filtering (spec §6: hidden without any of the listed roles)', () => {
  it('shows a tile when the user holds any one of its roles', () => {
    expect(ids(visibleAreas(internal(2, 19), { home: 'internal', placement: 'tile' }, registry))).toEqual(['warehouse']);
    expect(ids(visibleAreas(internal(2, 4), { home: 'internal', placement: 'tile' }, registry))).toEqual(['acl']);
    expect(ids(visibleAreas(internal(2, 19, 5, 47), { home: 'internal', placement: 'tile' }, registry))).toEqual([
      'warehouse',
      'acl',
    ]);
  });

  it('never shows an area that is not built, whatever the roles', () => {
    expect(ids(visibleAreas(internal(47), { home: 'internal' }, registry))).not.toContain('bi');
  });

  it('keeps each home to its own entries; an empty role list means everyone on that home', () => {
    expect(ids(visibleAreas(guest(1, 29, 54, 34), { home: 'pharmacy', placement: ['tile', 'help'] }, registry))).toEqual([
      'platform',
      'help',
    ]);
    expect(ids(visibleAreas(guest(2, 29, 55, 33), { home: 'laboratory', placement: 'link' }, registry))).toEqual(['stats']);
  });

  it('fills the profile menu by account kind and guest type', () => {
    expect(ids(visibleAreas(internal(2), { placement: 'profile' }, registry))).toEqual(['settings']);
    expect(ids(visibleAreas(guest(1, 29, 54), { placement: 'profile' }, registry))).toEqual(['profile-ph']);
    expect(ids(visibleAreas(guest(2, 29, 55), { placement: 'profile' }, registry))).toEqual(['profile-lab']);
  });

  it('lists header links only when asked', () => {
    expect(ids(visibleAreas(internal(2, 19, 3), { header: true }, registry))).toEqual(['warehouse']);
  });

  it('ships the access-control tile and the profile menu entries and working time', () => {
    expect(ids(visibleAreas(internal(2, 3, 4, 5), { home: 'internal', placement: 'tile' }))).toContain('acl');
    expect(ids(visibleAreas(internal(2, 19), { home: 'internal', placement: 'tile' }))).not.toContain('acl');
    // Each access-control sub-role alone shows the tile (spec §6: ACL home 3, 4 or 5).
    for (const role of [4, 5])
      expect(ids(visibleAreas(internal(2, role), { home: 'internal', placement: 'tile' }))).toContain('acl');
    // Working time: every internal user (role 2) clocks, from the tile and from the profile menu.
    expect(ids(visibleAreas(internal(2), { placement: 'profile' }))).toEqual(['profile_working_time', 'profile_settings']);
    expect(ids(visibleAreas(internal(2), { home: 'internal', placement: 'tile' }))).toEqual(['working_time']);
    expect(ids(visibleAreas(guest(1, 29, 54), { placement: 'profile' }))).toEqual(['profile_pharmacy']);
    expect(ids(visibleAreas(guest(2, 29, 55), { placement: 'profile' }))).toEqual(['profile_laboratory']);
  });

  it('ships the intranet tile, the pharmacy tiles and help link and the laboratory links', () => {
    expect(ids(visibleAreas(internal(2, 48), { home: 'internal', placement: 'tile' }))).toEqual(['intranet', 'working_time']);
    const pharmacy = guest(1, 29, 54, 34, 38, 39, 40, 45, 52, 60, 61, 69);
    expect(ids(visibleAreas(pharmacy, { home: 'pharmacy', placement: ['tile', 'help'] }))).toEqual(PHARMACY_TILES);
    expect(ids(visibleAreas(guest(2, 29, 55, 32, 33), { home: 'laboratory', placement: 'link' }))).toEqual([
      'laboratory_statistics',
      'laboratory_bi',
    ]);
    // Internal staff never get pharmacy links, even the ones every pharmacy guest has.
    expect(ids(visibleAreas(internal(2, 48), { header: true }))).toEqual(['intranet', 'working_time']);
  });

  it("fills each pharmacy area's tiles page with the tiles of the roles held", () => {
    const platform = (...roles: number[]) =>
      ids(visibleAreas(guest(1, 29, 54, 34, ...roles), { placement: 'area-tile', parent: 'pharmacy_platform' }));
    expect(platform(38, 39, 40, 41, 67, 69)).toEqual([
      'platform_purchases',
      'platform_invoicing',
      'platform_agreements',
      'platform_vertical',
      'platform_catalog',
      'platform_promotions',
    ]);
    expect(platform(39, 41)).toEqual(['platform_invoicing', 'platform_catalog']);
    expect(
      ids(visibleAreas(guest(1, 29, 54, 45, 51, 52), { placement: 'area-tile', parent: 'pharmacy_administration' })),
    ).toEqual(['administration_acl', 'administration_documents']);
    expect(ids(visibleAreas(guest(1, 29, 54, 60, 62), { placement: 'area-tile', parent: 'pharmacy_services' }))).toEqual([
      'services_digital',
    ]);
    expect(ids(visibleAreas(guest(1, 29, 54, 42, 50, 64, 63, 65), { placement: 'area-tile', parent: 'pharmacy_bi' }))).toEqual([
      'bi_reports',
      'bi_documents',
      'bi_demo',
      'bi_sfera',
    ]);
    // Area tiles are never home tiles nor header links.
    expect(visibleAreas(guest(1, 29, 54, 34, 38), { home: 'pharmacy', placement: 'tile' }).map((a) => a.placement)).not.toContain(
      'area-tile',
    );
    expect(ids(visibleAreas(guest(1, 29, 54, 42, 61, 69), { header: true }))).toEqual([
      'pharmacy_club',
      'pharmacy_networking',
      'pharmacy_news',
      'pharmacy_services',
      'pharmacy_bi',
      'pharmacy_webinars',
    ]);
  });

  it('shows nothing without a user', () => {
    expect(visibleAreas(null, {}, registry)).toEqual([]);
  });

  it('the real registry collects the tiles of spec §2 from the built areas, in the spec order', () => {
    const tiles = (home: string) =>
      AREAS.filter((a) => a.home === home && ['tile', 'help', 'link'].includes(a.placement)).map((a) => a.id);
    // The representatives' tile (role 151 only) sits beside the working-time one.
    expect(tiles('internal')).toEqual([
      'warehouse',
      'administration',
      'ticketing',
      'acl',
      'intranet',
      'working_time',
      'working_time_representatives',
      'opc',
    ]);
    expect(tiles('pharmacy')).toEqual(PHARMACY_TILES);
    expect(tiles('laboratory')).toEqual(['laboratory_statistics', 'laboratory_bi']);
    const everything = internal(...AREAS.flatMap((a) => a.roles));
    expect(visibleAreas(everything).filter((a) => !a.built)).toEqual([]);
    expect(new Set(AREAS.map((a) => a.id)).size).toBe(AREAS.length);
  });
});
