/** The call log: the list, a call with its party's open tickets, and the switchboard's ingest. */
import { rolesAllow } from '../../../shared/access';
import { SWITCHBOARD_SECRET_HEADER, ticketingRoutes } from '../../../shared/api/routes/ticketing';
import { notFound } from '../../lib/http/errors';
import { reply, type Request } from '../../lib/http/group-handler';
import { logger } from '../../lib/logger';
import { callTable } from '../../lib/ticketing/call-table';
import { callRowView, checkSwitchboardSecret, getCall, ingestCall, type StoredCallRow } from '../../lib/ticketing/calls';
import { loadNames } from '../../lib/ticketing/names';
import { openTicketsOf } from '../../lib/ticketing/party-tickets';

type R = typeof ticketingRoutes;

export async function callsDatatable({ query }: Request<R['ticketing.calls.datatable']>) {
  const { answer, stats } = await callTable.run(query, undefined);
  logger.debug('datatable read', { ...stats });
  return { data: answer.data.map(callRowView), meta: answer.meta };
}

/**
 * A call, and its party's open tickets only for a caller who may read tickets (`ticketing.show`'s
 * roles): a calls-only caller (spec role 15) gets the call without `open_tickets`, since it could
 * not open any of them.
 */
export async function callShow({ params, caller }: Request<R['ticketing.calls.show']>) {
  const call = await getCall(params.id);
  if (!call) throw notFound();
  const row = call.row as StoredCallRow;
  const view = { ...callRowView(row), switchboard_id: call.switchboardId };
  if (!rolesAllow(ticketingRoutes['ticketing.show'].access, caller.roleIds)) return { data: view };
  const open_tickets = row.party_id !== null ? await openTicketsOf(row.party_id, await loadNames()) : [];
  return { data: { ...view, open_tickets } };
}

export async function callIngest({ body, event }: Request<R['ticketing.calls.ingest']>) {
  await checkSwitchboardSecret(event.headers?.[SWITCHBOARD_SECRET_HEADER]);
  const { call, duplicate } = await ingestCall(body);
  return reply(duplicate ? 200 : 201, { id: call.callId, duplicate, party_id: call.partyId ?? null });
}
