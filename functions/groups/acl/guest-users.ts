/**
 * Pharmacy self-service (roles 45 and 51): an administrator manages the users of its own pharmacy
 * (type 1) and nobody else. Another party's account answers 404, as if it did not exist; its own
 * account answers 422 errors.guest_acl_himself (the screen shows that message). An account holding
 * a role the administrator cannot grant may be seen but not edited or deleted (403
 * errors.guest_acl_privileges): otherwise changing its e-mail would hand over its rights.
 */
import type { aclRoutes } from '../../../shared/api/routes/acl';
import type { Caller } from '../../lib/auth/caller';
import { guestRolesBySelfService, manageableBySelfService } from '../../lib/acl/role-rules';
import { guestRow } from '../../lib/acl/views';
import { createAccountWithIdentity, deleteAccountWithIdentity, listAccounts, updateAccount } from '../../lib/data/account-admin';
import { getAccount } from '../../lib/data/accounts';
import { getParty } from '../../lib/data/parties';
import { forbidden, HttpError, invalid, notFound } from '../../lib/http/errors';
import { noContent, reply, type Request } from '../../lib/http/group-handler';

type R = typeof aclRoutes;

/** The administrator's pharmacy; a caller without one cannot manage anybody. */
function ownParty(caller: Caller): number {
  if (caller.model !== 'guest' || caller.typeId !== 1 || caller.partyId === null) throw forbidden();
  return caller.partyId;
}

async function ownUser(caller: Caller, id: number) {
  const partyId = ownParty(caller);
  if (id === caller.accountId) throw invalid('id', 'errors.guest_acl_himself');
  const account = await getAccount(id);
  if (!account || account.model !== 'guest' || account.partyId !== partyId || account.typeId !== 1) throw notFound();
  return account;
}

/** An own-pharmacy account the administrator may change: none of its roles beyond what it can grant. */
async function manageableUser(caller: Caller, id: number) {
  const account = await ownUser(caller, id);
  if (!manageableBySelfService(caller.roleIds, account.roleIds)) throw new HttpError(403, 'errors.guest_acl_privileges');
  return account;
}

export async function guestUsersIndex({ caller, locale }: Request<R['acl.guest_users.index']>) {
  const partyId = ownParty(caller);
  const party = await getParty(partyId);
  const users = (await listAccounts('guest')).filter((a) => a.partyId === partyId && a.typeId === 1);
  return {
    data: users.sort((a, b) => a.name.localeCompare(b.name, 'ca')).map((a) => guestRow(a, party, locale)),
  };
}

export async function guestUsersShow({ caller, params, locale }: Request<R['acl.guest_users.show']>) {
  const account = await ownUser(caller, params.id);
  return { data: guestRow(account, await getParty(account.partyId!), locale) };
}

export async function guestUsersStore({ caller, body, locale }: Request<R['acl.guest_users.store']>) {
  const partyId = ownParty(caller);
  if (body.type_id !== 1) throw invalid('type_id', 'validation.in');
  const roleIds = guestRolesBySelfService(caller.roleIds, body.roles);
  const account = await createAccountWithIdentity({
    name: body.name,
    email: body.email,
    model: 'guest',
    typeId: 1,
    partyId,
    roleIds,
    locale: body.locale ?? locale,
  });
  return reply(201, { data: guestRow(account, await getParty(partyId), locale) });
}

export async function guestUsersUpdate({ caller, params, body, locale }: Request<R['acl.guest_users.update']>) {
  const account = await manageableUser(caller, params.id);
  if (body.type_id !== 1) throw invalid('type_id', 'validation.in');
  const roleIds = guestRolesBySelfService(caller.roleIds, body.roles, account.roleIds);
  const updated = await updateAccount(account, { name: body.name, email: body.email, roleIds, locale: body.locale });
  return { data: guestRow(updated, await getParty(updated.partyId!), locale) };
}

export async function guestUsersDestroy({ caller, params }: Request<R['acl.guest_users.destroy']>) {
  const account = await manageableUser(caller, params.id);
  await deleteAccountWithIdentity(account);
  return noContent();
}
