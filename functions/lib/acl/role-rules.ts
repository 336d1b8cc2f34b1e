/**
 * The role rules of platform.md §5: trees shown for selection, which roles an account may hold,
 * and what a save stores: guests, selected leaves plus all their ancestors plus the base roles;
 * internal users, `internalRoleSet` (a child never brings its parent). Nobody grants a role it
 * does not hold.
 */
import type { RoleItem, RoleNode, RoleRef } from '../../../shared/acl/views';
import type { Locale } from '../../../shared/i18n/locale';
import {
  descendantsOf,
  findRole,
  INTERNAL_ROLE_IDS,
  internalRoleSet,
  storedInternalRoleSet,
  ROLE,
  ROLES,
  withAncestors,
  type GuestTypeId,
  type RoleDefinition,
} from '../../../shared/roles/catalogue';
import { invalid } from '../http/errors';

/** Guest root, pharmacy guest and laboratory guest: never listed, always added on saving. */
export const BASE_ROLE_IDS: readonly number[] = [ROLE.guest, ROLE.pharmacyGuest, ROLE.laboratoryGuest];
export const isBaseRole = (id: number) => BASE_ROLE_IDS.includes(id);

export const typeRoleOf = (typeId: GuestTypeId) => (typeId === 1 ? ROLE.pharmacyGuest : ROLE.laboratoryGuest);

export type { RoleNode };

export function roleItem(r: RoleDefinition, locale: Locale): RoleItem {
  return {
    id: r.id,
    key: r.key,
    name: r.name[locale],
    name_ca: r.name.ca,
    name_es: r.name.es,
    parent_id: r.parentId,
    guest_type_id: r.guestTypeId,
  };
}

/** The children of `parentId` as a tree, keeping only roles `keep` accepts (and their subtrees). */
export function treeOf(parentId: number, locale: Locale, keep: (id: number) => boolean = () => true): RoleNode[] {
  return ROLES.filter((r) => r.parentId === parentId && keep(r.id)).map((r) => ({
    ...roleItem(r, locale),
    children: treeOf(r.id, locale, keep),
  }));
}

/** Every guest role under the two type roles, the type roles themselves hidden. */
export function guestTree(locale: Locale, keep?: (id: number) => boolean): RoleNode[] {
  return [...treeOf(ROLE.pharmacyGuest, locale, keep), ...treeOf(ROLE.laboratoryGuest, locale, keep)];
}

/** Flat list of every role but the base ones. */
export function roleList(locale: Locale) {
  return ROLES.filter((r) => !isBaseRole(r.id)).map((r) => roleItem(r, locale));
}

/** Roles as shown in account lists: id, name, parent_id; base roles left out. */
export function visibleRoles(roleIds: readonly number[], locale: Locale): RoleRef[] {
  return roleIds
    .filter((id) => !isBaseRole(id))
    .map((id) => findRole(id))
    .filter((r) => r !== undefined)
    .map((r) => ({ id: r.id, name: r.name[locale], parent_id: r.parentId }));
}

function assertKnown(selected: readonly number[]): void {
  if (selected.some((id) => !findRole(id))) throw invalid('roles', 'validation.exists');
}

/**
 * Staff setting an internal user's roles: internal branch only; the caller grants only roles it
 * holds, and roles of the account it does not hold stay as they are (it can neither give nor take
 * them). Nothing left but the root means "removed" (empty).
 */
export function internalUserRoles(
  callerRoleIds: readonly number[],
  selected: readonly number[],
  existing: readonly number[] = [],
): number[] {
  assertKnown(selected);
  if (selected.some((id) => !INTERNAL_ROLE_IDS.includes(id))) throw invalid('roles', 'validation.roles_branch');
  const held = new Set(storedInternalRoleSet(callerRoleIds));
  const wanted = internalRoleSet(selected).filter((id) => id !== ROLE.internal);
  if (wanted.some((id) => !held.has(id))) throw invalid('roles', 'validation.roles_not_grantable');
  const kept = storedInternalRoleSet(existing).filter((id) => !held.has(id));
  const roles = internalRoleSet([...wanted, ...kept]);
  return roles.length === 1 ? [] : roles;
}

/** Roles a guest of this type may hold: its type branch (type role and guest root included). */
export function guestBranch(typeId: GuestTypeId): Set<number> {
  const typeRole = typeRoleOf(typeId);
  return new Set([ROLE.guest, typeRole, ...descendantsOf(typeRole)]);
}

/** Internal staff saving a guest: leaves + ancestors + guest root + the type role. */
export function guestRolesByStaff(typeId: GuestTypeId, selected: readonly number[]): number[] {
  assertKnown(selected);
  const branch = guestBranch(typeId);
  if (selected.some((id) => !branch.has(id))) throw invalid('roles', 'validation.roles_branch');
  return withAncestors([...selected, ROLE.guest, typeRoleOf(typeId)]);
}

/** What a pharmacy administrator may grant: the pharmacy roles it holds itself (base roles aside). */
export function grantableBy(callerRoleIds: readonly number[]): Set<number> {
  const pharmacy = new Set(descendantsOf(ROLE.pharmacyGuest));
  return new Set(callerRoleIds.filter((id) => pharmacy.has(id)));
}

/** Whether the administrator may manage the account: it holds no pharmacy role the administrator cannot grant. */
export function manageableBySelfService(callerRoleIds: readonly number[], accountRoleIds: readonly number[]): boolean {
  const branch = guestBranch(1);
  const grantable = grantableBy(callerRoleIds);
  return accountRoleIds.every((id) => !branch.has(id) || isBaseRole(id) || grantable.has(id));
}

/**
 * Pharmacy self-service save: leaves + ancestors + the pharmacy guest role (and so the guest root).
 * Only roles of the pharmacy branch, only roles the administrator holds; roles the account already
 * has that the administrator cannot grant are kept as they are (it can neither give nor take them).
 */
export function guestRolesBySelfService(
  callerRoleIds: readonly number[],
  selected: readonly number[],
  existing: readonly number[] = [],
): number[] {
  assertKnown(selected);
  const branch = guestBranch(1);
  const wanted = selected.filter((id) => !isBaseRole(id));
  if (wanted.some((id) => !branch.has(id))) throw invalid('roles', 'validation.roles_branch');
  const grantable = grantableBy(callerRoleIds);
  if (wanted.some((id) => !grantable.has(id))) throw invalid('roles', 'validation.roles_not_grantable');
  const kept = existing.filter((id) => branch.has(id) && !isBaseRole(id) && !grantable.has(id));
  return withAncestors([...wanted, ...kept, ROLE.pharmacyGuest]);
}
