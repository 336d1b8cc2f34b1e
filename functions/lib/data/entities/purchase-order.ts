import { Entity } from 'dynamodb-toolbox/entity';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { item } from 'dynamodb-toolbox/schema/item';
import { list } from 'dynamodb-toolbox/schema/list';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { once } from '../../../../shared/once';
import { edbIndexKeys, edbKey, toolboxTable, rawEntity, type RawEntity } from '../toolbox';

/**
 * A wholesale platform's purchase order (platforms 825, 748, 867, 9023): the outs that serve it
 * through the group's logistics and the direct outs. Its consignments are the portal's consignments
 * holding those outs. Callers see only the declared type and functions: toolbox's types are worked
 * out here once (see warehouse-send.ts). Items and keys keep the table's format (toolbox.ts;
 * purchase-order.test.ts).
 */
export interface PurchaseOrderItem {
  purchaseOrderId: number;
  platformId: number;
  number: string;
  label: string;
  /** YYYY-MM-DD */
  date: string;
  outNumbers?: string[];
  directOutNumbers?: string[];
  erpUpdatedAt: string;
}

const SORT = '$purchaseorder_1';

const PurchaseOrder = /* @__PURE__ */ once(
  () =>
    new Entity({
      name: 'purchaseOrder',
      table: toolboxTable(),
      schema: item({
        purchaseOrderId: number().key(),
        platformId: number(),
        number: string(),
        label: string(),
        date: string(),
        outNumbers: list(string()).default(() => []),
        directOutNumbers: list(string()).default(() => []),
        erpUpdatedAt: string(),
        // Index keys: byPlatform (gsi1, by date and number), byNumber (gsi2).
        ...edbIndexKeys(1, 2),
        // The table's schema-version marker (toolbox.ts).
        __edb_v__: string().const('1').hidden(),
      }),
      timestamps: false,
      computeKey: ({ purchaseOrderId }) => ({ pk: edbKey('$portal', [['purchaseorderid', purchaseOrderId]]), sk: SORT }),
    }),
);

const platformPartition = (platformId: number) => edbKey('$portal', [['platformid', platformId]]);

/** The stored item: the attributes with every index's keys. */
function stored(o: PurchaseOrderItem) {
  return {
    ...o,
    gsi1pk: platformPartition(o.platformId),
    gsi1sk: edbKey(SORT, [
      ['date', o.date],
      ['number', o.number],
    ]),
    gsi2pk: edbKey('$portal', [
      ['platformid', o.platformId],
      ['number', o.number],
    ]),
    gsi2sk: SORT,
  };
}

/** The purchase order record store of the ERP loader: raw key and whole item. */
export const purchaseOrderRecords: RawEntity = rawEntity(
  PurchaseOrder,
  (id) => new GetItemCommand(PurchaseOrder(), { purchaseOrderId: id }).params().Key!,
  (attributes) => stored(attributes as never),
);

export async function getPurchaseOrder(purchaseOrderId: number): Promise<PurchaseOrderItem | null> {
  const { Item } = await new GetItemCommand(PurchaseOrder(), { purchaseOrderId }).send();
  return Item ?? null;
}

/** A platform's orders, newest first (index byPlatform): the newest `limit` when given, else all. */
export async function purchaseOrdersOfPlatform(platformId: number, limit?: number): Promise<PurchaseOrderItem[]> {
  const { Items = [] } = await new QueryCommand(
    toolboxTable(),
    [PurchaseOrder()],
    { index: 'gsi1', partition: platformPartition(platformId), range: { beginsWith: `${SORT}#date_` } },
    { reverse: true, ...(limit === undefined ? { maxPages: Infinity } : { limit }) },
  ).send();
  return Items;
}

/**
 * A platform's orders dated from `from` to `to` (YYYY-MM-DD), read with `between`: both
 * bounds on the date alone, so orders of the day `to` are not included. Only platform, number and date.
 */
export async function purchaseOrdersBetween(
  platformId: number,
  from: string,
  to: string,
): Promise<Pick<PurchaseOrderItem, 'platformId' | 'number' | 'date'>[]> {
  const { Items = [] } = await new QueryCommand(
    toolboxTable(),
    // A tuple: toolbox checks the projection's attribute names only against a tuple of entities.
    [PurchaseOrder()] as [ReturnType<typeof PurchaseOrder>],
    {
      index: 'gsi1',
      partition: platformPartition(platformId),
      range: { between: [edbKey(SORT, [['date', from]]), edbKey(SORT, [['date', to]])] },
    },
    { maxPages: Infinity, attributes: ['platformId', 'number', 'date'] },
  ).send();
  return Items;
}

/** A platform's order by number (index byNumber). */
export async function purchaseOrderByNumber(platformId: number, number: string): Promise<PurchaseOrderItem | undefined> {
  const { Items = [] } = await new QueryCommand(
    toolboxTable(),
    [PurchaseOrder()],
    {
      index: 'gsi2',
      partition: edbKey('$portal', [
        ['platformid', platformId],
        ['number', number],
      ]),
      range: { eq: SORT },
    },
    { limit: 1 },
  ).send();
  return Items[0];
}

/** Writes an order whole, unconditionally (the ERP loader writes them through `purchaseOrderRecords`). */
export async function putPurchaseOrder(o: PurchaseOrderItem): Promise<void> {
  await new PutItemCommand(PurchaseOrder(), stored(o)).send();
}
