/**
 * Internal users (accounts of model "user"). Staff accounts come from the staff directory with no
 * role ("pending"); granting roles adds them to the list, an empty role list removes them again.
 */
import type { aclRoutes } from '../../../shared/api/routes/acl';
import { internalUserRoles } from '../../lib/acl/role-rules';
import { userRow } from '../../lib/acl/views';
import { listAccounts, updateAccount } from '../../lib/data/account-admin';
import { getAccount } from '../../lib/data/accounts';
import { invalid, notFound } from '../../lib/http/errors';
import type { Request } from '../../lib/http/group-handler';

type R = typeof aclRoutes;

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'ca');

async function internalUser(id: number) {
  const account = await getAccount(id);
  if (!account || account.model !== 'user') throw notFound();
  return account;
}

export async function usersIndex({ locale }: Request<R['acl.users.index']>) {
  const users = (await listAccounts('user')).filter((a) => a.roleIds.length > 0);
  return { data: users.sort(byName).map((a) => userRow(a, locale)) };
}

export async function usersPending({ locale }: Request<R['acl.users.pending']>) {
  const users = (await listAccounts('user')).filter((a) => a.roleIds.length === 0);
  return { data: users.sort(byName).map((a) => userRow(a, locale)) };
}

export async function usersShow({ params, locale }: Request<R['acl.users.show']>) {
  return { data: userRow(await internalUser(params.id), locale) };
}

export async function usersUpdate({ params, body, caller, locale }: Request<R['acl.users.update']>) {
  // Changing one's own roles could lock the last administrator out or raise one's own rights.
  if (params.id === caller.accountId) throw invalid('id', 'errors.acl_himself');
  const account = await internalUser(params.id);
  const roleIds = internalUserRoles(caller.roleIds, body.roles, account.roleIds);
  return { data: userRow(await updateAccount(account, { roleIds }), locale) };
}
