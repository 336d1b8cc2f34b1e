/**
 * The staff ticketing names and assigns: every internal account (users_all: filters, the ticket
 * page, names of past assignees) and those holding the ticketing role (users: the new-ticket
 * dialog). Internal accounts are a few hundred, read from their own index partition.
 */
import type { UserRef } from '../../../shared/ticketing/views';
import { roleId } from '../../../shared/roles/catalogue';
import type { AccountItem } from '../data/accounts';
import { listAccountsOfModel } from '../data/entities/account';

export async function staffAccounts(): Promise<AccountItem[]> {
  return listAccountsOfModel('user');
}

export const userRef = (a: Pick<AccountItem, 'accountId' | 'name'>): UserRef => ({ id: a.accountId, name: a.name });

const byName = (a: UserRef, b: UserRef) => a.name.localeCompare(b.name, 'ca');

export function staffLists(accounts: AccountItem[]): { users: UserRef[]; users_all: UserRef[] } {
  return {
    users: accounts
      .filter((a) => a.roleIds.includes(roleId('ticketing')))
      .map(userRef)
      .sort(byName),
    users_all: accounts.map(userRef).sort(byName),
  };
}

export type UserMap = Map<number, AccountItem>;
export const userMap = (accounts: AccountItem[]): UserMap => new Map(accounts.map((a) => [a.accountId, a]));

/** A user who is gone still shows its id rather than breaking the row. */
export const userOf = (map: UserMap, id: number): UserRef => {
  const a = map.get(id);
  return a ? userRef(a) : { id, name: `#${id}` };
};
