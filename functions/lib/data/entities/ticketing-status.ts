import { Entity } from 'dynamodb-toolbox/entity';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { once } from '../../../../shared/once';
import { edbKey, toolboxTable } from '../toolbox';

/**
 * A ticketing status (lookup: id, name_ca, name_es). Status 3 is the default of new tickets.
 * Callers see only the declared type and functions: toolbox's types are worked out here once
 * (see warehouse-send.ts).
 */
export interface TicketingStatusItem {
  statusId: number;
  nameCa: string;
  nameEs: string;
}

const SORT = '$ticketingstatus_1';

const TicketingStatus = /* @__PURE__ */ once(
  () =>
    new Entity({
      name: 'ticketingStatus',
      table: toolboxTable(),
      schema: item({
        statusId: number().key(),
        nameCa: string(),
        nameEs: string(),
        // The table's schema-version marker (toolbox.ts).
        __edb_v__: string().const('1').hidden(),
      }),
      timestamps: false,
      computeKey: ({ statusId }) => ({ pk: edbKey('$portal', []), sk: edbKey(SORT, [['statusid', statusId]]) }),
    }),
);

export async function listTicketingStatuses(): Promise<TicketingStatusItem[]> {
  const { Items = [] } = await new QueryCommand(
    toolboxTable(),
    [TicketingStatus()],
    { partition: edbKey('$portal', []), range: { beginsWith: `${SORT}#statusid_` } },
    { maxPages: Infinity },
  ).send();
  return Items;
}

export async function putTicketingStatus(status: TicketingStatusItem): Promise<void> {
  await new PutItemCommand(TicketingStatus(), status).send();
}

export async function deleteTicketingStatus(statusId: number): Promise<void> {
  await new DeleteItemCommand(TicketingStatus(), { statusId }).send();
}
