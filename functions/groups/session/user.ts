import type { sessionRoutes } from '../../../shared/api/routes/session';
import { getAccount, userView } from '../../lib/data/accounts';
import { unauthenticated } from '../../lib/http/errors';
import type { Request } from '../../lib/http/group-handler';

export async function currentUser({ caller, locale }: Request<(typeof sessionRoutes)['session.user']>) {
  const account = await getAccount(caller.accountId);
  // The authorizer found the account a moment ago; gone now means it was just deleted.
  if (!account) throw unauthenticated();
  return { data: { ...(await userView(account, locale)), impersonated_by: caller.actor } };
}
