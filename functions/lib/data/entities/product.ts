import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { Entity } from 'dynamodb-toolbox/entity';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { $set, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { any } from 'dynamodb-toolbox/schema/any';
import { item } from 'dynamodb-toolbox/schema/item';
import { list } from 'dynamodb-toolbox/schema/list';
import { map } from 'dynamodb-toolbox/schema/map';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { ScanCommand as TableScan } from 'dynamodb-toolbox/table/actions/scan';
import { once } from '../../../../shared/once';
import { dynamo } from '../../aws';
import { env } from '../../env';
import { getItems } from '../batch';
import { keyQueryInput, queryPages, rawFormat, scanItems } from '../raw-params';
import { edbIndexKeys, edbKey, edbWriteKey, toolboxTable, rawEntity, type RawEntity } from '../toolbox';

/**
 * A product as the ERP keeps it (ticketing-warehouse §3, administration-operations §3): internal
 * code (xf), national code (CN), EAN-13 list, laboratory and suppliers, listing price, packaging.
 * Barcodes are looked up through `productBarcode` items written in the same transaction.
 *
 * Callers see only the declared types and functions: toolbox's types are worked out here once
 * (see warehouse-send.ts). Items and keys keep the table's format (toolbox.ts; product.test.ts), plus
 * the product list index (gsi4, the compact `row`), which items written before lack.
 */
export interface ProductPackaging {
  unitsPerBox?: number;
  boxesPerLayer?: number;
  layersPerPallet?: number;
  grossWeightG?: number;
  lengthMm?: number;
  widthMm?: number;
  heightMm?: number;
}

/** A product as stored and read back. */
export interface ProductItem {
  productId: number;
  code: string;
  /** Absent for products without a CN. */
  nationalCode?: string;
  ean13?: string[];
  description: string;
  templateId: number;
  laboratoryId?: number;
  supplierIds?: number[];
  listingPriceCents: number;
  packaging?: ProductPackaging;
  /** Its storage condition when the ERP gives one (a temperature reading of it is judged by it). */
  storage?: 'ambient' | 'cold';
  /** The ERP's updated_at of the stored version (ISO); older records are skipped. */
  erpUpdatedAt: string;
}

const packagingNumber = () => number().optional();

const schema = item({
  productId: number().key(),
  code: string(),
  nationalCode: string().optional(),
  ean13: list(string()).default(() => []),
  description: string(),
  templateId: number(),
  laboratoryId: number().optional(),
  supplierIds: list(number()).default(() => []),
  listingPriceCents: number(),
  storage: string().enum('ambient', 'cold').optional(),
  packaging: map({
    unitsPerBox: packagingNumber(),
    boxesPerLayer: packagingNumber(),
    layersPerPallet: packagingNumber(),
    grossWeightG: packagingNumber(),
    lengthMm: packagingNumber(),
    widthMm: packagingNumber(),
    heightMm: packagingNumber(),
  }).optional(),
  erpUpdatedAt: string(),
  // Index keys (byNationalCode gsi1, byCode gsi2, byLaboratory gsi3), computed by `stored`.
  ...edbIndexKeys(1, 2, 3),
  // The product list (gsi4): every product by the ERP's updated_at, keeping only `row`.
  gsi4pk: string().optional().hidden(),
  gsi4sk: string().optional().hidden(),
  row: any().optional().hidden(),
  // The table's schema-version marker (toolbox.ts).
  __edb_v__: string().const('1').hidden(),
});

const SORT = '$product_1';

const Product = /* @__PURE__ */ once(
  () =>
    new Entity({
      name: 'product',
      table: toolboxTable(),
      schema,
      timestamps: false,
      computeKey: ({ productId }) => ({ pk: edbKey('$portal', [['productid', productId]]), sk: SORT }),
    }),
);

const format = /* @__PURE__ */ rawFormat<ProductItem>(Product);

/**
 * A product's compact row in the product list (gsi4): what a monthly catalog is made of, about 100
 * bytes where the item is several hundred, so the catalog reads its ~30,000 rows, never the table.
 */
export interface ProductListRow {
  id: number;
  /** National code, absent when the product has none. */
  cn?: string;
  description: string;
  listingPriceCents: number;
  laboratoryId?: number;
  erpUpdatedAt: string;
}

const LIST_PARTITION = edbKey('$portal', [['list', 'products']]);
const LIST_SORT = `${SORT}#erpupdatedat_`;

/** The list index's keys and row of a product: sorted by when the ERP last changed it. */
export function productListEntry(p: ProductItem): { gsi4pk: string; gsi4sk: string; row: ProductListRow } {
  return {
    gsi4pk: LIST_PARTITION,
    gsi4sk: edbKey(SORT, [
      ['erpupdatedat', p.erpUpdatedAt],
      ['productid', p.productId],
    ]),
    row: {
      id: p.productId,
      ...(p.nationalCode === undefined ? {} : { cn: p.nationalCode }),
      description: p.description,
      listingPriceCents: p.listingPriceCents,
      ...(p.laboratoryId === undefined ? {} : { laboratoryId: p.laboratoryId }),
      erpUpdatedAt: p.erpUpdatedAt,
    },
  };
}

/** The stored item: the attributes with every index's keys (a missing CN or laboratory keeps its label), and the list entry. */
function stored(p: ProductItem) {
  return {
    ...p,
    ...productListEntry(p),
    gsi1pk: edbWriteKey('$portal', [['nationalcode', p.nationalCode]]),
    gsi1sk: edbKey(SORT, [['productid', p.productId]]),
    gsi2pk: edbKey('$portal', [['code', p.code]]),
    gsi2sk: SORT,
    gsi3pk: edbWriteKey('$portal', [['laboratoryid', p.laboratoryId]]),
    gsi3sk: edbKey(SORT, [['code', p.code]]),
  };
}

/** The product record store of the ERP loader: raw key and whole item. */
export const productRecords: RawEntity = rawEntity(
  Product,
  (id) => new GetItemCommand(Product(), { productId: id }).params().Key!,
  (attributes) => stored(attributes as never),
);

export async function getProduct(productId: number): Promise<ProductItem | null> {
  const { Item } = await new GetItemCommand(Product(), { productId }).send();
  return Item ?? null;
}

/** The products of these ids (BatchGets of 100, `concurrency` in flight); unknown ids are left out. */
export async function getProducts(ids: readonly number[], concurrency = 1): Promise<ProductItem[]> {
  const key = (productId: number) => new GetItemCommand(Product(), { productId }).params().Key!;
  return (await getItems(ids.map(key), { concurrency })).map((raw) => format(raw));
}

/** Products by national code (index byNationalCode), at most `limit` when given. */
export async function productsByNationalCode(nationalCode: string, limit?: number): Promise<ProductItem[]> {
  const { Items = [] } = await new QueryCommand(
    toolboxTable(),
    [Product()],
    {
      index: 'gsi1',
      partition: edbKey('$portal', [['nationalcode', nationalCode]]),
      range: { beginsWith: `${SORT}#productid_` },
    },
    { limit },
  ).send();
  return Items;
}

/** Products by internal code (index byCode). */
export async function productsByCode(code: string): Promise<ProductItem[]> {
  const { Items = [] } = await new QueryCommand(toolboxTable(), [Product()], {
    index: 'gsi2',
    partition: edbKey('$portal', [['code', code]]),
    range: { eq: SORT },
  }).send();
  return Items;
}

/** Every product of a laboratory, by code (index byLaboratory). */
export async function productsOfLaboratory(laboratoryId: number): Promise<ProductItem[]> {
  const { Items = [] } = await new QueryCommand(
    toolboxTable(),
    [Product()],
    { index: 'gsi3', partition: edbKey('$portal', [['laboratoryid', laboratoryId]]), range: { beginsWith: `${SORT}#code_` } },
    { maxPages: Infinity },
  ).send();
  return Items;
}

/**
 * When a product record last changed (the ERP's updated_at of the newest): the list index's last
 * key, one item read.
 */
export async function productsUpdatedAt(): Promise<string | null> {
  const { items } = await queryPages(
    keyQueryInput({ index: 'gsi4', partition: LIST_PARTITION, range: { beginsWith: LIST_SORT }, reverse: true, limit: 1 }),
  );
  return (items[0]?.row as ProductListRow | undefined)?.erpUpdatedAt ?? null;
}

/** Every product's compact row, oldest change first (the list index: rows only, ~100 bytes each). */
export async function productListRows(): Promise<ProductListRow[]> {
  const { items } = await queryPages(
    keyQueryInput({ index: 'gsi4', partition: LIST_PARTITION, range: { beginsWith: LIST_SORT } }),
    { maxPages: Infinity },
  );
  return items.map((i) => i.row as ProductListRow);
}

/** Every product record: a scan of the whole table, for one-off maintenance only (the list index backfill). */
export async function scanProducts(): Promise<ProductItem[]> {
  const { Items = [] } = await new TableScan(toolboxTable(), [Product()], { maxPages: Infinity }).send();
  return Items;
}

/** Writes a product whole, unconditionally (the ERP loader writes them through `productRecords`). */
export async function putProduct(p: ProductItem): Promise<void> {
  await new PutItemCommand(Product(), stored(p)).send();
}

export async function deleteProduct(productId: number): Promise<void> {
  await new DeleteItemCommand(Product(), { productId }).send();
}

/** Sets a product's packaging whole (only an existing product). */
export async function setProductPackaging(productId: number, packaging: ProductPackaging): Promise<void> {
  await new UpdateItemCommand(Product(), { productId, packaging: $set(packaging) })
    .options({ condition: { attr: 'productId', exists: true } })
    .send();
}

/**
 * Gives products stored before the list index existed their entry (scripts/migrate-product-list.ts):
 * a scan for the products without one, then each updated once, only at the version read (a newer
 * load writes its own entry). Answers how many were given one.
 */
export async function backfillProductList(): Promise<number> {
  let done = 0;
  const unlisted = scanItems({
    FilterExpression: '#e = :e AND attribute_not_exists(gsi4pk)',
    ExpressionAttributeNames: { '#e': '__edb_e__' },
    ExpressionAttributeValues: { ':e': 'product' },
  });
  for await (const raw of unlisted) {
    const p = format(raw);
    const { gsi4pk, gsi4sk, row } = productListEntry(p);
    try {
      await dynamo().send(
        new UpdateCommand({
          TableName: env.tableName(),
          Key: { pk: raw.pk, sk: raw.sk },
          UpdateExpression: 'SET gsi4pk = :pk, gsi4sk = :sk, #row = :row',
          ConditionExpression: 'erpUpdatedAt = :at',
          ExpressionAttributeNames: { '#row': 'row' },
          ExpressionAttributeValues: { ':pk': gsi4pk, ':sk': gsi4sk, ':row': row, ':at': p.erpUpdatedAt },
        }),
      );
      done++;
    } catch (e) {
      if ((e as Error).name !== 'ConditionalCheckFailedException') throw e;
    }
  }
  return done;
}
