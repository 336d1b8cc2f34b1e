import { Entity } from 'dynamodb-toolbox/entity';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { any } from 'dynamodb-toolbox/schema/any';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { once } from '../../../../shared/once';
import { edbKey, toolboxTable } from '../toolbox';
import { writeItems } from '../batch';
import { transactPut, type TransactPut } from '../raw-params';

/**
 * A ticket's history entry (§3): who changed type, status, assignee or unread flag, and when. Its id
 * is the ticket version the save produced, so an entry is written once per save, in its transaction.
 * Callers see only the declared type and functions (see warehouse-send.ts).
 */
export interface TicketHistoryItem {
  ticketId: number;
  entryId: number;
  userId: number;
  createdAt: string;
  /** {field: [before, after]}: type_id, status_id, user_assigned_id, new. */
  changes: unknown;
}

const SORT = '$tickethistory_1';
const partition = (ticketId: number) => edbKey('$portal', [['ticketid', ticketId]]);

const TicketHistory = /* @__PURE__ */ once(
  () =>
    new Entity({
      name: 'ticketHistory',
      table: toolboxTable(),
      schema: item({
        ticketId: number().key(),
        entryId: number().key(),
        userId: number(),
        createdAt: string(),
        changes: any(),
        // The table's schema-version marker (toolbox.ts).
        __edb_v__: string().const('1').hidden(),
      }),
      timestamps: false,
      computeKey: ({ ticketId, entryId }) => ({ pk: partition(ticketId), sk: edbKey(SORT, [['entryid', entryId]]) }),
    }),
);

/** A ticket's history (every page), oldest first, or newest first. */
export async function listTicketHistory(ticketId: number, opts: { newestFirst?: boolean } = {}): Promise<TicketHistoryItem[]> {
  const { Items = [] } = await new QueryCommand(
    toolboxTable(),
    [TicketHistory()],
    { partition: partition(ticketId), range: { beginsWith: `${SORT}#entryid_` } },
    { maxPages: Infinity, reverse: opts.newestFirst ?? false },
  ).send();
  return Items;
}

/** The Put of a history entry (in its save's transaction). */
export function ticketHistoryPut(entry: TicketHistoryItem): TransactPut {
  return transactPut(new PutItemCommand(TicketHistory(), entry).params());
}

/** Deletes history entries (batches of 25, unconditional). */
export async function deleteTicketHistory(entries: readonly Pick<TicketHistoryItem, 'ticketId' | 'entryId'>[]): Promise<void> {
  await writeItems(
    entries.map(({ ticketId, entryId }) => ({
      DeleteRequest: { Key: new DeleteItemCommand(TicketHistory(), { ticketId, entryId }).params().Key! },
    })),
  );
}
