/** Who keeps a working-time register: internal accounts holding role 2. */
import { getItems } from '../data/batch';
import type { UserOption } from '../../../shared/working-time/views';
import { ROLE } from '../../../shared/roles/catalogue';
import { getAccount, type AccountItem } from '../data/accounts';
import { listAccountsOfModel } from '../data/entities/account';
import { once } from '../../../shared/once';

// Made on first use: the first Intl object of a process loads ICU data, milliseconds of every cold start (bench:lambda).
const collator = /* @__PURE__ */ once(() => new Intl.Collator('ca', { sensitivity: 'base' }));

export async function staffAccounts(): Promise<AccountItem[]> {
  // Internal accounts are one partition of the model index (a few hundred).
  const accounts = await listAccountsOfModel('user');
  return accounts.filter((a) => a.roleIds.includes(ROLE.internal)).sort((a, b) => collator().compare(a.name, b.name));
}

export const userOption = (a: Pick<AccountItem, 'accountId' | 'name'>): UserOption => ({ id: a.accountId, name: a.name });

/** A worker by id, or null when the account is not internal staff. */
export async function staffMember(userId: number): Promise<AccountItem | null> {
  const a = await getAccount(userId);
  return a && a.model === 'user' && a.roleIds.includes(ROLE.internal) ? a : null;
}

/**
 * Workers' national ids (NIF/NIE) where the register's worker record has one
 * (`$wtc#<user>` / `worker`: the directory of accounts holds none), for the documents.
 */
export async function nationalIds(userIds: number[]): Promise<Map<number, string>> {
  const items = await getItems<{ userId: number; nationalId?: string }>(
    userIds.map((id) => ({ pk: `$wtc#${id}`, sk: 'worker' })),
  );
  return new Map(items.filter((i) => i.nationalId).map((i) => [i.userId, i.nationalId!]));
}
