/** Who writes to the register: the real actor (during an impersonation, the one impersonating). */
import type { Caller } from '../../lib/auth/caller';
import { getAccount } from '../../lib/data/accounts';
import type { Actor } from '../../lib/working-time/register';

export async function actorOf(caller: Caller): Promise<Actor> {
  const id = caller.actor?.accountId ?? caller.accountId;
  const account = await getAccount(id);
  return { id, name: account?.name ?? caller.actor?.login ?? caller.login };
}
