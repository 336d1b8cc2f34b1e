/**
 * Ticket comments, threaded by parent_id. A comment also feeds the ticket's free-text search: its
 * accent-free text is appended to the ticket's `commentText` and the row's `search`, in the
 * comment's own transaction (the ticket's version does not move: a comment is not an edit of the
 * form, so it never makes someone's open page stale).
 */
import type { TicketComment as CommentView } from '../../../shared/ticketing/views';
import { searchable } from '../../../shared/ticketing/rules';
import type { Caller } from '../auth/caller';
import { nextId } from '../data/counters';
import { getTicketComment, listTicketComments, ticketCommentPut, type TicketCommentItem } from '../data/entities/ticket-comment';
import { invalid } from '../http/errors';
import { partyOfRow, rowOf, SEARCH_TEXT_MAX, type StoredTicketRow, type TicketItem } from './rows';
import { getTicket, save } from './tickets';
import { userOf, type UserMap } from './users';

type CommentItem = TicketCommentItem;

const view = (c: CommentItem, users: UserMap): CommentView => ({
  id: c.commentId,
  parent_id: c.parentId ?? null,
  content: c.content,
  created_at: c.createdAt,
  user: userOf(users, c.userId),
});

export async function listComments(ticketId: number, users: UserMap): Promise<CommentView[]> {
  const data = await listTicketComments(ticketId);
  return data.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.commentId - b.commentId).map((c) => view(c, users));
}

export async function addComment(
  ticket: TicketItem,
  body: { parent_id?: number | null; content: string },
  caller: Caller,
  users: UserMap,
): Promise<CommentView> {
  if (body.parent_id) {
    const parent = await getTicketComment(ticket.ticketId, body.parent_id);
    if (!parent) throw invalid('parent_id', 'validation.comment_parent');
  }
  const comment: CommentItem = {
    ticketId: ticket.ticketId,
    commentId: await nextId('ticket-comment'),
    parentId: body.parent_id ?? undefined,
    content: body.content,
    userId: caller.accountId,
    createdAt: new Date().toISOString(),
  };
  const put = { Put: { ...ticketCommentPut(comment), ConditionExpression: 'attribute_not_exists(pk)' } };
  // The ticket may be saved meanwhile: re-read and retry (a save never waits for a comment).
  let current: TicketItem | null = ticket;
  for (let attempt = 0; attempt < 4 && current; attempt++) {
    const commentText = `${current.commentText ?? ''} ${searchable(body.content)}`.trim().slice(0, SEARCH_TEXT_MAX);
    const base: TicketItem = { ...current, commentText, commentSeq: (current.commentSeq ?? 0) + 1 };
    const after = { ...base, row: rowOf(base, partyOfRow(current.row as StoredTicketRow)) };
    if ((await save(current, after, caller.accountId, [], [put])) !== 'stale') return view(comment, users);
    current = await getTicket(ticket.ticketId);
  }
  throw new Error(`comment on ticket ${ticket.ticketId}: the ticket kept changing`);
}
