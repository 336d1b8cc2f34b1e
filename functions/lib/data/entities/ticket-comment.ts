import { Entity } from 'dynamodb-toolbox/entity';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { once } from '../../../../shared/once';
import { edbKey, toolboxTable } from '../toolbox';
import { writeItems } from '../batch';
import { transactPut, type TransactPut } from '../raw-params';

/**
 * A comment on a ticket, in the ticket's partition; a reply names the comment it answers (parentId).
 * Callers see only the declared type and functions (see warehouse-send.ts).
 */
export interface TicketCommentItem {
  ticketId: number;
  commentId: number;
  parentId?: number | undefined;
  content: string;
  userId: number;
  createdAt: string;
}

const SORT = '$ticketcomment_1';
const partition = (ticketId: number) => edbKey('$portal', [['ticketid', ticketId]]);

const TicketComment = /* @__PURE__ */ once(
  () =>
    new Entity({
      name: 'ticketComment',
      table: toolboxTable(),
      schema: item({
        ticketId: number().key(),
        commentId: number().key(),
        parentId: number().optional(),
        content: string(),
        userId: number(),
        createdAt: string(),
        // The table's schema-version marker (toolbox.ts).
        __edb_v__: string().const('1').hidden(),
      }),
      timestamps: false,
      computeKey: ({ ticketId, commentId }) => ({ pk: partition(ticketId), sk: edbKey(SORT, [['commentid', commentId]]) }),
    }),
);

/** A ticket's comments (every page). */
export async function listTicketComments(ticketId: number): Promise<TicketCommentItem[]> {
  const { Items = [] } = await new QueryCommand(
    toolboxTable(),
    [TicketComment()],
    { partition: partition(ticketId), range: { beginsWith: `${SORT}#commentid_` } },
    { maxPages: Infinity },
  ).send();
  return Items;
}

export async function getTicketComment(ticketId: number, commentId: number): Promise<TicketCommentItem | null> {
  const { Item } = await new GetItemCommand(TicketComment(), { ticketId, commentId }).send();
  return Item ?? null;
}

/** The Put of a comment (a transaction adds its condition). */
export function ticketCommentPut(comment: TicketCommentItem): TransactPut {
  return transactPut(new PutItemCommand(TicketComment(), comment).params());
}

/** Deletes comments (batches of 25, unconditional). */
export async function deleteTicketComments(
  comments: readonly Pick<TicketCommentItem, 'ticketId' | 'commentId'>[],
): Promise<void> {
  await writeItems(
    comments.map(({ ticketId, commentId }) => ({
      DeleteRequest: { Key: new DeleteItemCommand(TicketComment(), { ticketId, commentId }).params().Key! },
    })),
  );
}
