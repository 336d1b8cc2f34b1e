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
 * A ticket channel (lookup: id, name_ca, name_es), all in one small partition.
 * Callers see only the declared type and functions (see warehouse-send.ts).
 */
export interface TicketingChannelItem {
  channelId: number;
  nameCa: string;
  nameEs: string;
}

const SORT = '$ticketingchannel_1';

const TicketingChannel = /* @__PURE__ */ once(
  () =>
    new Entity({
      name: 'ticketingChannel',
      table: toolboxTable(),
      schema: item({
        channelId: number().key(),
        nameCa: string(),
        nameEs: string(),
        // The table's schema-version marker (toolbox.ts).
        __edb_v__: string().const('1').hidden(),
      }),
      timestamps: false,
      computeKey: ({ channelId }) => ({ pk: edbKey('$portal', []), sk: edbKey(SORT, [['channelid', channelId]]) }),
    }),
);

export async function listTicketingChannels(): Promise<TicketingChannelItem[]> {
  const { Items = [] } = await new QueryCommand(
    toolboxTable(),
    [TicketingChannel()],
    { partition: edbKey('$portal', []), range: { beginsWith: `${SORT}#channelid_` } },
    { maxPages: Infinity },
  ).send();
  return Items;
}

export async function putTicketingChannel(channel: TicketingChannelItem): Promise<void> {
  await new PutItemCommand(TicketingChannel(), channel).send();
}

export async function deleteTicketingChannel(channelId: number): Promise<void> {
  await new DeleteItemCommand(TicketingChannel(), { channelId }).send();
}
