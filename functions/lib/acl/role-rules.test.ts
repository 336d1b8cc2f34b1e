import { describe, expect, it } from 'vitest';
import { INTERNAL_ROLE_IDS, leavesOf, storedInternalRoleSet } from '../../../shared/roles/catalogue';
import { HttpError } from '../http/errors';
import { loginBase } from '../data/account-admin';
import {
  grantableBy,
  guestRolesBySelfService,
  guestRolesByStaff,
  guestTree,
  internalUserRoles,
  manageableBySelfService,
  treeOf,
  visibleRoles,
} from './role-rules';

const fieldOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    if (e instanceof HttpError) return { status: e.status, fields: e.fields };
    throw e;
  }
  return null;
};

describe('role rules', () => {
  const everyInternal = [...INTERNAL_ROLE_IDS];

  it('internal users: a child never brings its parent; a whole branch is the branch role', () => {
    expect(internalUserRoles(everyInternal, [121])).toEqual([2, 121]);
    expect(internalUserRoles(everyInternal, [4, 36])).toEqual([2, 4, 36]);
    expect(internalUserRoles(everyInternal, leavesOf(3))).toEqual([2, 3, 4, 5, 35, 36, 100]);
    // A selected branch stands for its leaves.
    expect(internalUserRoles(everyInternal, [3])).toEqual([2, 3, 4, 5, 35, 36, 100]);
    expect(internalUserRoles(everyInternal, [])).toEqual([]);
    expect(internalUserRoles(everyInternal, [2])).toEqual([]);
    expect(fieldOf(() => internalUserRoles(everyInternal, [38]))).toEqual({
      status: 422,
      fields: { roles: [{ key: 'validation.roles_branch' }] },
    });
    expect(fieldOf(() => internalUserRoles(everyInternal, [29]))?.fields).toEqual({
      roles: [{ key: 'validation.roles_branch' }],
    });
    expect(fieldOf(() => internalUserRoles(everyInternal, [4242]))?.fields).toEqual({ roles: [{ key: 'validation.exists' }] });
  });

  it('internal users: staff grant only roles they hold and keep the ones they do not', () => {
    const support = [2, 5, 36];
    expect(fieldOf(() => internalUserRoles(support, [4]))?.fields).toEqual({
      roles: [{ key: 'validation.roles_not_grantable' }],
    });
    expect(fieldOf(() => internalUserRoles(support, [3]))?.fields).toEqual({
      roles: [{ key: 'validation.roles_not_grantable' }],
    });
    expect(internalUserRoles(support, [5], [2, 48, 36])).toEqual([2, 5, 48]);
    // Removing everything it may take leaves the roles it cannot take.
    expect(internalUserRoles(support, [], [2, 5, 48])).toEqual([2, 48]);
    expect(internalUserRoles(support, [], [2, 5, 36])).toEqual([]);
    // A stored 3 that was only an ancestor (5 without 4) gives no right to grant 4.
    expect(fieldOf(() => internalUserRoles([2, 3, 5], [4]))?.fields).toEqual({
      roles: [{ key: 'validation.roles_not_grantable' }],
    });
  });

  it('internal role sets saved with ancestors migrate to the sets their leaves make', () => {
    expect(storedInternalRoleSet([2, 3, 5, 36])).toEqual([2, 5, 36]);
    expect(storedInternalRoleSet([2, 19, 120, 121])).toEqual([2, 121]);
    expect(storedInternalRoleSet(everyInternal)).toEqual(everyInternal.slice().sort((a, b) => a - b));
  });

  it('staff saving a guest: guest root and type role always added', () => {
    expect(guestRolesByStaff(1, [])).toEqual([29, 54]);
    expect(guestRolesByStaff(2, [])).toEqual([29, 55]);
    expect(guestRolesByStaff(1, [39, 62])).toEqual([29, 34, 39, 54, 60, 62]);
    expect(fieldOf(() => guestRolesByStaff(1, [33]))?.fields).toEqual({ roles: [{ key: 'validation.roles_branch' }] });
    expect(fieldOf(() => guestRolesByStaff(2, [54]))?.fields).toEqual({ roles: [{ key: 'validation.roles_branch' }] });
    expect(fieldOf(() => guestRolesByStaff(1, [3]))?.fields).toEqual({ roles: [{ key: 'validation.roles_branch' }] });
  });

  it('self-service: pharmacy guest role added, only held roles granted, others kept', () => {
    const admin = [29, 54, 34, 38, 39, 45, 51];
    expect([...grantableBy(admin)].sort((a, b) => a - b)).toEqual([34, 38, 39, 45, 51]);
    expect(guestRolesBySelfService(admin, [])).toEqual([29, 54]);
    expect(guestRolesBySelfService(admin, [38, 29, 54])).toEqual([29, 34, 38, 54]);
    expect(fieldOf(() => guestRolesBySelfService(admin, [40]))?.fields).toEqual({
      roles: [{ key: 'validation.roles_not_grantable' }],
    });
    expect(fieldOf(() => guestRolesBySelfService(admin, [32]))?.fields).toEqual({ roles: [{ key: 'validation.roles_branch' }] });
    // The account had 40 and 65 (not grantable): kept; 38 (grantable) removed; 39 added.
    expect(guestRolesBySelfService(admin, [39], [29, 54, 34, 38, 40, 42, 65])).toEqual([29, 34, 39, 40, 42, 54, 65]);
  });

  it('self-service manages only accounts whose pharmacy roles it can all grant', () => {
    const admin = [29, 54, 34, 38, 39, 45, 51];
    expect(manageableBySelfService(admin, [29, 54, 34, 38])).toBe(true);
    expect(manageableBySelfService(admin, [29, 54, 42, 65])).toBe(false);
  });

  it('trees hide base roles and keep guest types; lists hide base roles', () => {
    expect(treeOf(2, 'ca').every((n) => n.parent_id === 2)).toBe(true);
    const guest = guestTree('es');
    expect(guest.some((n) => [29, 54, 55].includes(n.id))).toBe(false);
    expect(guest.find((n) => n.id === 33)).toMatchObject({ guest_type_id: 2, name: 'Estadísticas' });
    const pruned = treeOf(54, 'ca', (id) => [34, 38].includes(id));
    expect(pruned).toEqual([expect.objectContaining({ id: 34, children: [expect.objectContaining({ id: 38, children: [] })] })]);
    expect(visibleRoles([29, 54, 38], 'ca')).toEqual([{ id: 38, name: 'Compres', parent_id: 34 }]);
  });
});

describe('loginBase', () => {
  it('derives a login from the e-mail local part', () => {
    expect(loginBase('Laia.Puig@example.com')).toBe('laia.puig');
    expect(loginBase('  Núria+farmacia@x.es ')).toBe('nuriafarmacia');
    expect(loginBase('..@x.com')).toBe('usuari');
    expect(loginBase(`${'a'.repeat(60)}@x.com`)).toHaveLength(40);
  });
});

describe('callerIp', () => {
  const event = (headers: Record<string, string>) => ({ headers, requestContext: { identity: { sourceIp: '130.176.1.1' } } });

  it('trusts the viewer IP only on requests CloudFront vouches for', async () => {
    process.env.ORIGIN_VERIFY_SECRET = 'verify-me';
    const { callerIp } = await import('../rate-limit');
    expect(await callerIp(event({ 'x-viewer-ip': '203.0.113.9', 'x-origin-verify': 'verify-me' }))).toBe('203.0.113.9');
    // A forged viewer IP (direct call to the API, wrong or no verify header) counts as its real source.
    expect(await callerIp(event({ 'x-viewer-ip': '203.0.113.9', 'x-origin-verify': 'guess' }))).toBe('130.176.1.1');
    expect(await callerIp(event({ 'x-viewer-ip': '203.0.113.9' }))).toBe('130.176.1.1');
    expect(await callerIp(event({}))).toBe('130.176.1.1');
    delete process.env.ORIGIN_VERIFY_SECRET;
  });
});
