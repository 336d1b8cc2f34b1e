/** The worker's own register: the clock, the month's history and acknowledging amendments. */
import type { workingTimeRoutes } from '../../../shared/api/routes/working-time';
import type { Request } from '../../lib/http/group-handler';
import type { Caller } from '../../lib/auth/caller';
import { getAccount } from '../../lib/data/accounts';
import { HttpError } from '../../lib/http/errors';
import { acknowledge as acknowledgeAmendments, clockIn, clockOut } from '../../lib/working-time/register';
import { clockStatus, monthRegister } from '../../lib/working-time/views';
import { actorOf } from './actor';

type R = typeof workingTimeRoutes;

/** Clocking and acknowledging are the worker's own acts: nobody does them for the worker through an impersonation. */
function ownAct(caller: Caller): void {
  if (caller.actor) throw new HttpError(403, 'errors.wtc_impersonating');
}

export async function status({ caller }: Request<R['working-time.clock.status']>) {
  return { data: await clockStatus(caller.accountId, new Date()) };
}

/** Clock in or out; the rule (not working / working) is checked inside the write's transaction loop. */
export async function set({ caller, body }: Request<R['working-time.clock.set']>) {
  ownAct(caller);
  const actor = await actorOf(caller);
  if (body.working) await clockIn(caller.accountId, actor, new Date());
  else await clockOut(caller.accountId, actor, new Date());
  return { data: await clockStatus(caller.accountId, new Date()) };
}

export async function history({ caller, params }: Request<R['working-time.history']>) {
  const account = await getAccount(caller.accountId);
  return { data: await monthRegister({ id: caller.accountId, name: account?.name ?? caller.login }, params.month, new Date()) };
}

export async function acknowledge({ caller, body }: Request<R['working-time.acknowledge']>) {
  ownAct(caller);
  const acknowledged = await acknowledgeAmendments(caller.accountId, body.seqs, await actorOf(caller), new Date());
  return { data: { acknowledged } };
}
