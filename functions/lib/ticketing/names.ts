/** What an answer needs to name ids: the lookups and the staff, read once per request. */
import { lookupMaps } from './lookups';
import type { Names } from './rows';
import { staffAccounts, userMap } from './users';

export async function loadNames(): Promise<Names> {
  const [maps, accounts] = await Promise.all([lookupMaps(), staffAccounts()]);
  return { maps, users: userMap(accounts) };
}
