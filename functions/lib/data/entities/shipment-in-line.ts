import { Entity } from 'dynamodb-toolbox/entity';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { once } from '../../../../shared/once';
import { queryFormatted, rawFormat } from '../raw-params';
import { edbIndexKeys, edbKey, toolboxTable, rawEntity, type RawEntity } from '../toolbox';

/**
 * A line of an incoming shipment: product, lot, quantity and the sale line it serves (if any).
 * From the ERP. Callers see only the declared type and functions: toolbox's types are worked out
 * here once (see warehouse-send.ts).
 */
export interface ShipmentInLineItem {
  shipmentInLineId: number;
  shipmentInId: number;
  productId: number;
  lotId?: number;
  quantity: number;
  saleLineId?: number;
  erpUpdatedAt: string;
}

const SORT = '$shipmentinline_1';

/**
 * Indexes beside the primary key: byShipment (gsi1: the distribution screen reads a
 * shipment's lines grouped by product) and bySaleLine (gsi2). A line serving no sale line still has
 * gsi2 keys, `salelineid_` with nothing after it: a missing composite is written so.
 */
const indexKeys = (l: Pick<ShipmentInLineItem, 'shipmentInLineId' | 'shipmentInId' | 'productId' | 'saleLineId'>) => ({
  gsi1pk: edbKey('$portal', [['shipmentinid', l.shipmentInId]]),
  gsi1sk: edbKey(SORT, [
    ['productid', l.productId],
    ['shipmentinlineid', l.shipmentInLineId],
  ]),
  gsi2pk: edbKey('$portal', [['salelineid', l.saleLineId ?? '']]),
  gsi2sk: edbKey(SORT, [['shipmentinlineid', l.shipmentInLineId]]),
});

const ShipmentInLine = /* @__PURE__ */ once(
  () =>
    new Entity({
      name: 'shipmentInLine',
      table: toolboxTable(),
      schema: item({
        shipmentInLineId: number().key(),
        shipmentInId: number(),
        productId: number(),
        lotId: number().optional(),
        quantity: number(),
        saleLineId: number().optional(),
        erpUpdatedAt: string(),
        // The table's schema-version marker (toolbox.ts).
        __edb_v__: string().const('1').hidden(),
        ...edbIndexKeys(1, 2),
      }),
      timestamps: false,
      computeKey: ({ shipmentInLineId }) => ({
        pk: edbKey('$portal', [['shipmentinlineid', shipmentInLineId]]),
        sk: SORT,
      }),
    }),
);

const format = /* @__PURE__ */ rawFormat<ShipmentInLineItem>(ShipmentInLine);

const putCommand = (line: ShipmentInLineItem) => new PutItemCommand(ShipmentInLine(), { ...line, ...indexKeys(line) });

export async function getShipmentInLine(shipmentInLineId: number): Promise<ShipmentInLineItem | undefined> {
  const { Item } = await new GetItemCommand(ShipmentInLine(), { shipmentInLineId }).send();
  return Item;
}

/** Every line of a shipment, by product (byShipment, gsi1); only `attributes` when given. */
export async function shipmentInLinesOf<K extends keyof ShipmentInLineItem = keyof ShipmentInLineItem>(
  shipmentInId: number,
  attributes?: K[],
): Promise<Pick<ShipmentInLineItem, K>[]> {
  return queryFormatted(
    format,
    {
      index: 'gsi1',
      partition: edbKey('$portal', [['shipmentinid', shipmentInId]]),
      range: { beginsWith: `${SORT}#productid_` },
      attributes,
    },
    { maxPages: Infinity },
  );
}

/** Unconditional put. */
export async function putShipmentInLine(line: ShipmentInLineItem): Promise<void> {
  await putCommand(line).send();
}

/** The ERP loader's store of incoming shipment lines: keys, and the whole stored item of a record's attributes. */
export const shipmentInLineRecords: RawEntity = rawEntity(
  ShipmentInLine,
  (shipmentInLineId) => new GetItemCommand(ShipmentInLine(), { shipmentInLineId }).params().Key as Record<string, unknown>,
  (attributes) => ({ ...attributes, ...indexKeys(attributes as never) }),
);
