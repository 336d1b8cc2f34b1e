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
 * A file attached to a ticket, in the ticket's partition; `basename` names it in the API, `key` in S3.
 * Callers see only the declared type and functions (see warehouse-send.ts).
 */
export interface TicketAttachmentItem {
  ticketId: number;
  basename: string;
  fileName: string;
  key: string;
  size: number;
  userId: number;
  createdAt: string;
}

const SORT = '$ticketattachment_1';
const partition = (ticketId: number) => edbKey('$portal', [['ticketid', ticketId]]);

const TicketAttachment = /* @__PURE__ */ once(
  () =>
    new Entity({
      name: 'ticketAttachment',
      table: toolboxTable(),
      schema: item({
        ticketId: number().key(),
        basename: string().key(),
        fileName: string(),
        key: string(),
        size: number(),
        userId: number(),
        createdAt: string(),
        // The table's schema-version marker (toolbox.ts).
        __edb_v__: string().const('1').hidden(),
      }),
      timestamps: false,
      computeKey: ({ ticketId, basename }) => ({ pk: partition(ticketId), sk: edbKey(SORT, [['basename', basename]]) }),
    }),
);

/** A ticket's attachments (every page). */
export async function listTicketAttachments(ticketId: number): Promise<TicketAttachmentItem[]> {
  const { Items = [] } = await new QueryCommand(
    toolboxTable(),
    [TicketAttachment()],
    { partition: partition(ticketId), range: { beginsWith: `${SORT}#basename_` } },
    { maxPages: Infinity },
  ).send();
  return Items;
}

export async function getTicketAttachment(ticketId: number, basename: string): Promise<TicketAttachmentItem | null> {
  const { Item } = await new GetItemCommand(TicketAttachment(), { ticketId, basename }).send();
  return Item ?? null;
}

/** The Put of an attachment (in a save's transaction). */
export function ticketAttachmentPut(a: TicketAttachmentItem): TransactPut {
  return transactPut(new PutItemCommand(TicketAttachment(), a).params());
}

/** Deletes attachments' items (unconditional, in batches of 25). */
export async function deleteTicketAttachments(
  attachments: readonly Pick<TicketAttachmentItem, 'ticketId' | 'basename'>[],
): Promise<void> {
  await writeItems(
    attachments.map(({ ticketId, basename }) => ({
      DeleteRequest: { Key: new DeleteItemCommand(TicketAttachment(), { ticketId, basename }).params().Key! },
    })),
  );
}

/** Deletes one attachment's item (unconditional). */
export async function deleteTicketAttachment(ticketId: number, basename: string): Promise<void> {
  await new DeleteItemCommand(TicketAttachment(), { ticketId, basename }).send();
}
