/** Role catalogue and selection trees (names in the caller's language, base roles hidden). */
import type { aclRoutes } from '../../../shared/api/routes/acl';
import { findRole, ROLE } from '../../../shared/roles/catalogue';
import { grantableBy, guestTree, roleItem, roleList, treeOf } from '../../lib/acl/role-rules';
import { notFound } from '../../lib/http/errors';
import type { Request } from '../../lib/http/group-handler';

type R = typeof aclRoutes;

export const rolesIndex = async ({ locale }: Request<R['acl.roles.index']>) => ({ data: roleList(locale) });

export async function rolesShow({ params, locale }: Request<R['acl.roles.show']>) {
  const role = findRole(params.id);
  if (!role) throw notFound();
  return { data: { ...roleItem(role, locale), children: treeOf(role.id, locale) } };
}

export const internalTree = async ({ locale }: Request<R['acl.roles.treeview']>) => ({ data: treeOf(ROLE.internal, locale) });

export const guestTreeAll = async ({ locale }: Request<R['acl.roles.treeview_guest']>) => ({ data: guestTree(locale) });

export const pharmacyTree = async ({ locale }: Request<R['acl.roles.treeview_guest_pharmacy']>) => ({
  data: treeOf(ROLE.pharmacyGuest, locale),
});

export const laboratoryTree = async ({ locale }: Request<R['acl.roles.treeview_guest_laboratory']>) => ({
  data: treeOf(ROLE.laboratoryGuest, locale),
});

/** Self-service trees: only what the administrator may grant, i.e. the roles it holds. */
export async function selfServicePharmacyTree({ caller, locale }: Request<R['acl.guest_roles.pharmacy']>) {
  const grantable = grantableBy(caller.roleIds);
  return { data: treeOf(ROLE.pharmacyGuest, locale, (id) => grantable.has(id)) };
}

export async function selfServiceLaboratoryTree({ caller, locale }: Request<R['acl.guest_roles.laboratory']>) {
  return { data: treeOf(ROLE.laboratoryGuest, locale, (id) => caller.roleIds.includes(id)) };
}
