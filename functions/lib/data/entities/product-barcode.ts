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
 * EAN-13 → product: one item per barcode, kept in step with the product's list by the ERP loader
 * (in the product's transaction: hence raw put and delete params). Callers see only the functions
 * below: toolbox's types are worked out here once (see warehouse-send.ts).
 */
const SORT = '$productbarcode_1';
const partition = (ean: string) => edbKey('$portal', [['ean', ean]]);

const ProductBarcode = /* @__PURE__ */ once(
  () =>
    new Entity({
      name: 'productBarcode',
      table: toolboxTable(),
      schema: item({
        ean: string().key(),
        productId: number().key(),
        // The table's schema-version marker (toolbox.ts).
        __edb_v__: string().const('1').hidden(),
      }),
      timestamps: false,
      computeKey: ({ ean, productId }) => ({ pk: partition(ean), sk: edbKey(SORT, [['productid', productId]]) }),
    }),
);

/** The products carrying a barcode (normally one), at most `limit` when given. */
export async function productIdsByEan(ean: string, limit?: number): Promise<number[]> {
  const { Items = [] } = await new QueryCommand(
    toolboxTable(),
    [ProductBarcode()],
    { partition: partition(ean), range: { beginsWith: `${SORT}#productid_` } },
    { limit },
  ).send();
  return Items.map((b) => b.productId);
}

/** The unconditional put of a barcode item, for a transaction. */
export function productBarcodePut(ean: string, productId: number): { TableName: string; Item: Record<string, unknown> } {
  const { TableName, Item } = new PutItemCommand(ProductBarcode(), { ean, productId }).params();
  return { TableName: TableName!, Item: Item! };
}

/** The unconditional delete of a barcode item, for a transaction. */
export function productBarcodeDelete(ean: string, productId: number): { TableName: string; Key: Record<string, unknown> } {
  const { TableName, Key } = new DeleteItemCommand(ProductBarcode(), { ean, productId }).params();
  return { TableName: TableName!, Key: Key! };
}
