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
import { edbIndexKeys, edbKey, edbWriteKey, toolboxTable, rawEntity, type RawEntity } from '../toolbox';

/**
 * A sale to a party (pharmacy or platform), possibly against a platform's purchase order. Callers
 * see only the declared type and functions: toolbox's types are worked out here once (see
 * warehouse-send.ts). Items and keys keep the table's format (toolbox.ts; sale.test.ts).
 */
export interface SaleItem {
  saleId: number;
  number: string;
  reference: string;
  partyId: number;
  /** YYYY-MM-DD */
  saleDate: string;
  platformId?: number;
  purchaseOrder?: string;
  erpUpdatedAt: string;
}

const SORT = '$sale_1';

const Sale = /* @__PURE__ */ once(
  () =>
    new Entity({
      name: 'sale',
      table: toolboxTable(),
      schema: item({
        saleId: number().key(),
        number: string(),
        reference: string(),
        partyId: number(),
        saleDate: string(),
        platformId: number().optional(),
        purchaseOrder: string().optional(),
        erpUpdatedAt: string(),
        // Index keys: byNumber (gsi1), byParty (gsi2), byPurchaseOrder (gsi3).
        ...edbIndexKeys(1, 2, 3),
        // The table's schema-version marker (toolbox.ts).
        __edb_v__: string().const('1').hidden(),
      }),
      timestamps: false,
      computeKey: ({ saleId }) => ({ pk: edbKey('$portal', [['saleid', saleId]]), sk: SORT }),
    }),
);

const format = /* @__PURE__ */ rawFormat<SaleItem>(Sale);

/**
 * The stored item: the attributes with every index's keys. A sale with no purchase
 * order still gets byPurchaseOrder's keys (`$portal#platformid_`), as items stored before have them.
 */
function stored(s: SaleItem) {
  return {
    ...s,
    gsi1pk: edbKey('$portal', [['number', s.number]]),
    gsi1sk: SORT,
    gsi2pk: edbKey('$portal', [['partyid', s.partyId]]),
    gsi2sk: edbKey(SORT, [
      ['saledate', s.saleDate],
      ['saleid', s.saleId],
    ]),
    gsi3pk: edbWriteKey('$portal', [
      ['platformid', s.platformId],
      ['purchaseorder', s.purchaseOrder],
    ]),
    gsi3sk: edbKey(SORT, [['saleid', s.saleId]]),
  };
}

const key = (saleId: number) => new GetItemCommand(Sale(), { saleId }).params().Key!;

/** The sale record store of the ERP loader: raw key and whole item. */
export const saleRecords: RawEntity = rawEntity(Sale, key, (attributes) => stored(attributes as never));

export async function getSale(saleId: number): Promise<SaleItem | null> {
  const { Item } = await new GetItemCommand(Sale(), { saleId }).send();
  return Item ?? null;
}

/** The sales of these ids (BatchGets of 100, `concurrency` in flight); unknown ids are left out. */
export async function getSales(ids: readonly number[], concurrency = 1): Promise<SaleItem[]> {
  return (await getItems(ids.map(key), { concurrency })).map((raw) => format(raw));
}

/** The ids of the sales placed against a platform's purchase order (index byPurchaseOrder). */
export async function saleIdsOfPurchaseOrder(platformId: number, purchaseOrder: string): Promise<number[]> {
  const { Items = [] } = await new QueryCommand(
    toolboxTable(),
    // A tuple: toolbox checks the projection's attribute names only against a tuple of entities.
    [Sale()] as [ReturnType<typeof Sale>],
    {
      index: 'gsi3',
      partition: edbKey('$portal', [
        ['platformid', platformId],
        ['purchaseorder', purchaseOrder],
      ]),
      range: { beginsWith: `${SORT}#saleid_` },
    },
    { maxPages: Infinity, attributes: ['saleId'] },
  ).send();
  return Items.map((s) => s.saleId);
}

/** Writes a sale whole, unconditionally (the ERP loader writes them through `saleRecords`). */
export async function putSale(s: SaleItem): Promise<void> {
  await new PutItemCommand(Sale(), stored(s)).send();
}
