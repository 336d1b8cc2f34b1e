import { describe, expect, it } from 'vitest';
import { INTERNAL_ROLE_IDS, internalRoleSet, ROLE, roleId } from '../../../../shared/roles/catalogue';
import { canOpen } from '../../app/route-access';
import { guestsLink } from './nav';

const user = (ids: readonly number[]) => ({ roles: ids.map((id) => ({ id, name: '', parent_id: null })) });

describe("the laboratory page's guest users link (a dead link for operations)", () => {
  it('is not offered to the operations role alone, which the guest screen refuses', () => {
    const operacions = user(internalRoleSet([roleId('administration.opc')]));
    expect(canOpen('/acl/guests', operacions)).toBe(false);
    expect(guestsLink('L0001', operacions, canOpen)).toBeNull();
  });

  it('leads those the guest screen lets in (roles 3 or 5) to the party filtered list', () => {
    for (const ids of [
      INTERNAL_ROLE_IDS,
      internalRoleSet([roleId('administration.opc'), ROLE.aclGuests]),
      internalRoleSet([ROLE.aclAdmin]),
    ])
      expect(guestsLink('L0001', user(ids), canOpen)).toBe('/acl/guests?code=L0001&type=2');
    expect(guestsLink(null, user(INTERNAL_ROLE_IDS), canOpen)).toBeNull();
  });

  it("decides by the target route's own guard: unknown addresses and signed-out users see nothing", () => {
    expect(canOpen('/no/such/screen', user(INTERNAL_ROLE_IDS))).toBe(false);
    expect(canOpen('/opc/laboratories/3', user(internalRoleSet([roleId('administration.opc')])))).toBe(true);
    expect(canOpen('/opc/laboratories/3', null)).toBe(false);
  });
});
