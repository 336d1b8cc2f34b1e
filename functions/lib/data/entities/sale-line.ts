import { Entity } from 'dynamodb-toolbox/entity';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { once } from '../../../../shared/once';
import { getItems } from '../batch';
import { rawFormat } from '../raw-params';
import { edbIndexKeys, edbKey, toolboxTable, rawEntity, type RawEntity } from '../toolbox';

/**
 * A line of a sale: product, quantity and, once picked, its lot. Callers see only the declared type
 * and functions: toolbox's types are worked out here once (see warehouse-send.ts). Items and keys
 * keep the table's format (toolbox.ts; sale-line.test.ts).
 */
export interface SaleLineItem {
  saleLineId: number;
  saleId: number;
  productId: number;
  quantity: number;
  lotId?: number;
  erpUpdatedAt: string;
}

const SORT = '$saleline_1';

const SaleLine = /* @__PURE__ */ once(
  () =>
    new Entity({
      name: 'saleLine',
      table: toolboxTable(),
      schema: item({
        saleLineId: number().key(),
        saleId: number(),
        productId: number(),
        quantity: number(),
        lotId: number().optional(),
        erpUpdatedAt: string(),
        // Index bySale (gsi1).
        ...edbIndexKeys(1),
        // The table's schema-version marker (toolbox.ts).
        __edb_v__: string().const('1').hidden(),
      }),
      timestamps: false,
      computeKey: ({ saleLineId }) => ({ pk: edbKey('$portal', [['salelineid', saleLineId]]), sk: SORT }),
    }),
);

const format = /* @__PURE__ */ rawFormat<SaleLineItem>(SaleLine);

const salePartition = (saleId: number) => edbKey('$portal', [['saleid', saleId]]);

/** The stored item: the attributes with the index's keys. */
function stored(l: SaleLineItem) {
  return { ...l, gsi1pk: salePartition(l.saleId), gsi1sk: edbKey(SORT, [['salelineid', l.saleLineId]]) };
}

const key = (saleLineId: number) => new GetItemCommand(SaleLine(), { saleLineId }).params().Key!;

/** The sale line record store of the ERP loader: raw key and whole item. */
export const saleLineRecords: RawEntity = rawEntity(SaleLine, key, (attributes) => stored(attributes as never));

/** The sale lines of these ids (BatchGets of 100, `concurrency` in flight); unknown ids are left out. */
export async function getSaleLines(ids: readonly number[], concurrency = 1): Promise<SaleLineItem[]> {
  return (await getItems(ids.map(key), { concurrency })).map((raw) => format(raw));
}

/** A sale's lines (index bySale): id, product and quantity. */
export async function linesOfSale(saleId: number): Promise<Pick<SaleLineItem, 'saleLineId' | 'productId' | 'quantity'>[]> {
  const { Items = [] } = await new QueryCommand(
    toolboxTable(),
    // A tuple: toolbox checks the projection's attribute names only against a tuple of entities.
    [SaleLine()] as [ReturnType<typeof SaleLine>],
    { index: 'gsi1', partition: salePartition(saleId), range: { beginsWith: `${SORT}#salelineid_` } },
    { maxPages: Infinity, attributes: ['saleLineId', 'productId', 'quantity'] },
  ).send();
  return Items;
}

/** Writes a sale line whole, unconditionally (the ERP loader writes them through `saleLineRecords`). */
export async function putSaleLine(l: SaleLineItem): Promise<void> {
  await new PutItemCommand(SaleLine(), stored(l)).send();
}
