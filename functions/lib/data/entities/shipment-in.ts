import { Entity } from 'dynamodb-toolbox/entity';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { once } from '../../../../shared/once';
import { getItems } from '../batch';
import { findFormatted, queryFormatted, rawFormat } from '../raw-params';
import { edbIndexKeys, edbKey, toolboxTable, rawEntity, type RawEntity } from '../toolbox';

/**
 * An incoming shipment from a supplier (laboratory): what the warehouse distributes onto sales.
 * From the ERP. Callers see only the declared type and functions: toolbox's types are worked out
 * here once (see warehouse-send.ts).
 */
export interface ShipmentInItem {
  shipmentInId: number;
  number: string;
  reference: string;
  supplierId: number;
  /** YYYY-MM-DD: when the goods arrive. */
  date: string;
  erpUpdatedAt: string;
}

const SORT = '$shipmentin_1';

/**
 * Indexes beside the primary key: byNumber (gsi1) and byDate (gsi2: a few thousand a
 * year in one partition, no composite, sorted by date: the distribution list reads the recent end).
 */
const indexKeys = (s: Pick<ShipmentInItem, 'number' | 'date'>) => ({
  gsi1pk: edbKey('$portal', [['number', s.number]]),
  gsi1sk: SORT,
  gsi2pk: '$portal',
  gsi2sk: edbKey(SORT, [
    ['date', s.date],
    ['number', s.number],
  ]),
});

const ShipmentIn = /* @__PURE__ */ once(
  () =>
    new Entity({
      name: 'shipmentIn',
      table: toolboxTable(),
      schema: item({
        shipmentInId: number().key(),
        number: string(),
        reference: string(),
        supplierId: number(),
        date: string(),
        erpUpdatedAt: string(),
        // The table's schema-version marker (toolbox.ts).
        __edb_v__: string().const('1').hidden(),
        ...edbIndexKeys(1, 2),
      }),
      timestamps: false,
      computeKey: ({ shipmentInId }) => ({ pk: edbKey('$portal', [['shipmentinid', shipmentInId]]), sk: SORT }),
    }),
);

const format = /* @__PURE__ */ rawFormat<ShipmentInItem>(ShipmentIn);

const putCommand = (shipment: ShipmentInItem) => new PutItemCommand(ShipmentIn(), { ...shipment, ...indexKeys(shipment) });
const shipmentInKey = (shipmentInId: number) =>
  new GetItemCommand(ShipmentIn(), { shipmentInId }).params().Key as Record<string, unknown>;

export async function getShipmentIn(shipmentInId: number): Promise<ShipmentInItem | undefined> {
  const { Item } = await new GetItemCommand(ShipmentIn(), { shipmentInId }).send();
  return Item;
}

/** The shipments of these ids (BatchGet); unknown ids are absent. */
export async function getShipmentIns(shipmentInIds: readonly number[], concurrency?: number): Promise<ShipmentInItem[]> {
  return (await getItems(shipmentInIds.map(shipmentInKey), { concurrency })).map((i) => format(i));
}

/** The shipment with this number, if any (byNumber, gsi1). */
export function findShipmentInByNumber(number: string): Promise<ShipmentInItem | undefined> {
  return findFormatted(format, { index: 'gsi1', partition: edbKey('$portal', [['number', number]]), range: { eq: SORT } });
}

export interface ShipmentInsByDate<K extends keyof ShipmentInItem> {
  /** The dates read (YYYY-MM-DD or a prefix of one), both ends included; all when absent. */
  between?: readonly [since: string, until: string];
  newestFirst?: boolean;
  /** Items a page reads (DynamoDB's Limit). */
  limit?: number;
  /** Every page (else one). */
  all?: boolean;
  /** Only these attributes. */
  attributes?: K[];
}

/**
 * Shipments by date (byDate, gsi2), oldest first unless `newestFirst`: all of them, or those from
 * `between` two dates (the index's partition holds other entities' items: bound both ends).
 */
export async function shipmentInsByDate<K extends keyof ShipmentInItem = keyof ShipmentInItem>(
  q: ShipmentInsByDate<K>,
): Promise<Pick<ShipmentInItem, K>[]> {
  const at = (date: string) => edbKey(SORT, [['date', date]]);
  return queryFormatted(
    format,
    {
      index: 'gsi2',
      partition: '$portal',
      range: q.between ? { between: [at(q.between[0]), at(q.between[1])] } : { beginsWith: `${SORT}#date_` },
      reverse: q.newestFirst,
      limit: q.limit,
      attributes: q.attributes,
    },
    { maxPages: q.all ? Infinity : 1 },
  );
}

/** Unconditional put. */
export async function putShipmentIn(shipment: ShipmentInItem): Promise<void> {
  await putCommand(shipment).send();
}

/** The ERP loader's store of incoming shipments: keys, and the whole stored item of a record's attributes. */
export const shipmentInRecords: RawEntity = rawEntity(ShipmentIn, shipmentInKey, (attributes) => ({
  ...attributes,
  ...indexKeys(attributes as never),
}));
