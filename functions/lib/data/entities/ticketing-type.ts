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
 * A ticket type (lookup: id, name_ca, name_es), all in one small partition.
 * Callers see only the declared type and functions (see warehouse-send.ts).
 */
export interface TicketingTypeItem {
  typeId: number;
  nameCa: string;
  nameEs: string;
}

const SORT = '$ticketingtype_1';

const TicketingType = /* @__PURE__ */ once(
  () =>
    new Entity({
      name: 'ticketingType',
      table: toolboxTable(),
      schema: item({
        typeId: number().key(),
        nameCa: string(),
        nameEs: string(),
        // The table's schema-version marker (toolbox.ts).
        __edb_v__: string().const('1').hidden(),
      }),
      timestamps: false,
      computeKey: ({ typeId }) => ({ pk: edbKey('$portal', []), sk: edbKey(SORT, [['typeid', typeId]]) }),
    }),
);

export async function listTicketingTypes(): Promise<TicketingTypeItem[]> {
  const { Items = [] } = await new QueryCommand(
    toolboxTable(),
    [TicketingType()],
    { partition: edbKey('$portal', []), range: { beginsWith: `${SORT}#typeid_` } },
    { maxPages: Infinity },
  ).send();
  return Items;
}

export async function putTicketingType(type: TicketingTypeItem): Promise<void> {
  await new PutItemCommand(TicketingType(), type).send();
}

export async function deleteTicketingType(typeId: number): Promise<void> {
  await new DeleteItemCommand(TicketingType(), { typeId }).send();
}
