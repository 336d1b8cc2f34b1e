/** Comments of a ticket: listed oldest first, posted with parent_id (threading) and content. */
import type { ticketingRoutes } from '../../../shared/api/routes/ticketing';
import { reply, type Request } from '../../lib/http/group-handler';
import { addComment, listComments } from '../../lib/ticketing/comments';
import { loadNames } from '../../lib/ticketing/names';
import { requireTicket } from '../../lib/ticketing/tickets';

type R = typeof ticketingRoutes;

export async function commentsIndex({ params }: Request<R['ticketing.comments.index']>) {
  const [ticket, names] = await Promise.all([requireTicket(params.id), loadNames()]);
  return { data: await listComments(ticket.ticketId, names.users) };
}

export async function commentsStore({ body, caller }: Request<R['ticketing.comments.store']>) {
  const [ticket, names] = await Promise.all([requireTicket(String(body.ticket_id)), loadNames()]);
  return reply(201, { data: await addComment(ticket, body, caller, names.users) });
}
