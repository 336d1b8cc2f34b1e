import { Entity } from 'dynamodb-toolbox/entity';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { $add } from 'dynamodb-toolbox/entity/actions/update/symbols';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { once } from '../../../../shared/once';
import { edbKey, toolboxTable } from '../toolbox';
import { transactUpdate, type TransactUpdate } from '../raw-params';

/**
 * Running totals of a party's delivery times, added to in the delivery's transaction: the order
 * delivery time chart reads one small partition instead of every delivered shipment.
 * Callers see only the declared type and functions: toolbox's types are worked out here once
 * (see warehouse-send.ts).
 */
export interface DeliveryTimeItem {
  partyId: number;
  /** Sum over delivered outs of the days from the sale date to the delivery date. */
  totalDays: number;
  outs: number;
}

// One partition (a few thousand parties at most): the chart reads it whole, the delivery adds to one item.
const PARTITION = edbKey('$portal', []);
const SORT = '$deliverytime_1';

const DeliveryTime = /* @__PURE__ */ once(
  () =>
    new Entity({
      name: 'deliveryTime',
      table: toolboxTable(),
      schema: item({
        partyId: number().key(),
        totalDays: number().default(0),
        outs: number().default(0),
        // The table's schema-version marker (toolbox.ts).
        __edb_v__: string().const('1').hidden(),
      }),
      timestamps: false,
      computeKey: ({ partyId }) => ({ pk: PARTITION, sk: edbKey(SORT, [['partyid', partyId]]) }),
    }),
);

export async function listDeliveryTimes(): Promise<DeliveryTimeItem[]> {
  const { Items = [] } = await new QueryCommand(
    toolboxTable(),
    [DeliveryTime()],
    { partition: PARTITION, range: { beginsWith: `${SORT}#partyid_` } },
    { maxPages: Infinity },
  ).send();
  return Items;
}

/**
 * The transaction's update adding a delivery's days and outs to its party's totals (created at the
 * first delivery; an ADD, with the table's markers).
 */
export function addDeliveryTimeUpdate(partyId: number, totalDays: number, outs: number): TransactUpdate {
  return transactUpdate(
    new UpdateItemCommand(DeliveryTime(), {
      partyId,
      totalDays: $add(totalDays),
      outs: $add(outs),
      __edb_v__: '1',
    }).params(),
  );
}
