import { describe, expect, it } from 'vitest';
import { ancestorsOf, descendantsOf, findRole, INTERNAL_ROLE_IDS, ROLE, ROLES, withAncestors } from './catalogue';

describe('role catalogue', () => {
  it('has unique ids and keys, and every parent exists', () => {
    expect(new Set(ROLES.map((r) => r.id)).size).toBe(ROLES.length);
    expect(new Set(ROLES.map((r) => r.key)).size).toBe(ROLES.length);
    for (const r of ROLES) if (r.parentId !== null) expect(findRole(r.parentId), `parent of ${r.key}`).toBeDefined();
  });

  it('keeps the ids the spec gives', () => {
    const spec: [number, string][] = [
      [1, 'admin'],
      [2, 'xf'],
      [3, 'acl'],
      [4, 'acl.users'],
      [5, 'acl.guests'],
      [19, 'warehouse'],
      [25, 'warehouse.prenotices'],
      [29, 'guest'],
      [32, 'guest.laboratory.bi'],
      [33, 'guest.laboratory.statistics'],
      [34, 'guest.pharmacy.platform'],
      [35, 'acl.impersonate_users'],
      [36, 'acl.impersonate_guests'],
      [38, 'guest.pharmacy.platform.purchases'],
      [39, 'guest.pharmacy.platform.invoicing'],
      [40, 'guest.pharmacy.platform.agreements'],
      [41, 'guest.pharmacy.platform.catalog'],
      [42, 'guest.pharmacy.bi'],
      [45, 'guest.pharmacy.administration'],
      [47, 'bi'],
      [48, 'intranet'],
      [50, 'guest.pharmacy.bi.reports'],
      [51, 'guest.pharmacy.administration.acl'],
      [52, 'guest.pharmacy.administration.documents'],
      [54, 'guest.pharmacy'],
      [55, 'guest.laboratory'],
      [60, 'guest.pharmacy.services'],
      [61, 'guest.pharmacy.services.inperson'],
      [62, 'guest.pharmacy.services.digital'],
      [63, 'guest.pharmacy.bi.demo'],
      [64, 'guest.pharmacy.bi.documents'],
      [67, 'guest.pharmacy.platform.promotions'],
      [69, 'guest.pharmacy.opc'],
    ];
    for (const [id, key] of spec) expect(findRole(id)?.key, `role ${id}`).toBe(key);
  });

  it('assigns the ids the spec leaves open from 100 up', () => {
    const specIds = new Set([
      1, 2, 3, 4, 5, 19, 25, 29, 32, 33, 34, 35, 36, 38, 39, 40, 41, 42, 45, 47, 48, 50, 51, 52, 54, 55, 60, 61, 62, 63, 64, 65,
      67, 69,
    ]);
    for (const r of ROLES) if (!specIds.has(r.id)) expect(r.id, r.key).toBeGreaterThanOrEqual(100);
  });

  it('names every role in both languages', () => {
    for (const r of ROLES) {
      expect(r.name.ca.trim(), r.key).not.toBe('');
      expect(r.name.es.trim(), r.key).not.toBe('');
    }
  });

  it('marks pharmacy and laboratory branches with their guest type', () => {
    for (const id of descendantsOf(ROLE.pharmacyGuest)) expect(findRole(id)?.guestTypeId).toBe(1);
    for (const id of descendantsOf(ROLE.laboratoryGuest)) expect(findRole(id)?.guestTypeId).toBe(2);
  });

  it('expands leaves with every ancestor', () => {
    expect(ancestorsOf(ROLE.pharmacyInvoicing)).toEqual([34, 54, 29]);
    expect(withAncestors([ROLE.pharmacyInvoicing, ROLE.laboratoryStatistics])).toEqual([29, 33, 34, 39, 54, 55]);
  });

  it('lists the internal branch under role 2 only', () => {
    expect(INTERNAL_ROLE_IDS).toContain(ROLE.internal);
    expect(INTERNAL_ROLE_IDS).toContain(ROLE.intranetAdmin);
    expect(INTERNAL_ROLE_IDS).not.toContain(ROLE.guest);
    expect(INTERNAL_ROLE_IDS.every((id) => id === 2 || ancestorsOf(id).includes(2))).toBe(true);
  });
});
