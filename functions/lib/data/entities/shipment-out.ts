import { Entity } from 'dynamodb-toolbox/entity';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { any } from 'dynamodb-toolbox/schema/any';
import { item } from 'dynamodb-toolbox/schema/item';
import { list } from 'dynamodb-toolbox/schema/list';
import { map } from 'dynamodb-toolbox/schema/map';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { once } from '../../../../shared/once';
import { getItems } from '../batch';
import { findFormatted, keyQueryInput, queryFormatted, rawFormat } from '../raw-params';
import { edbIndexKeys, edbKey, toolboxTable, rawEntity, type RawEntity } from '../toolbox';
import { OUT_STATES, type OutState } from '../../../../shared/erp/constants';

/**
 * An outbound shipment ("out") to a party, with its lines; logistics groups packed outs into
 * consignments. The heads its delivery document prints (sale number and reference, party name,
 * incoming shipment number) come with it from the ERP; `consignedTo` is the portal's, set in the
 * transaction that links the out to a consignment (0: taken off the list) and removed when unlinked.
 * `row` is the compact logistics row (the only attribute gsi4 keeps): the outs list reads the rows of
 * the packed outs on no consignment in one query, instead of the outs, their sales, parties,
 * shipments and links.
 *
 * Callers see only the declared types and functions: toolbox's types are worked out here once
 * (see warehouse-send.ts).
 */
export interface ShipmentOutItem {
  outId: number;
  number: string;
  state: OutState;
  saleId?: number;
  partyId: number;
  shipmentInId?: number;
  saleNumber?: string;
  saleReference?: string;
  partyName: string;
  shipmentInNumber?: string;
  consignedTo?: number;
  row: OutListRow;
  /** YYYY-MM-DD */
  date: string;
  lines: { productId: number; quantity: number; lotId?: number }[];
  erpUpdatedAt: string;
}

/** An out to store: its `row` is made of its attributes when not given. */
export type NewShipmentOut = Omit<ShipmentOutItem, 'row'> & { row?: OutListRow };

/** What the outs list needs of an out, kept in its `row`. */
export interface OutListRow {
  outId: number;
  number: string;
  state: OutState;
  saleId?: number;
  saleNumber?: string;
  saleReference?: string;
  partyId: number;
  partyName: string;
  shipmentInId?: number;
  shipmentInNumber?: string;
  consignedTo?: number;
}

export const OUT_ROW_FIELDS = [
  'outId',
  'number',
  'state',
  'saleId',
  'saleNumber',
  'saleReference',
  'partyId',
  'partyName',
  'shipmentInId',
  'shipmentInNumber',
  'consignedTo',
] as const satisfies readonly (keyof OutListRow)[];

/** An out's compact row, from its stored attributes (absent ones stay absent). */
export function outListRow(item: object): OutListRow {
  const attributes = item as Record<string, unknown>;
  const row: Record<string, unknown> = {};
  for (const f of OUT_ROW_FIELDS) if (attributes[f] !== undefined) row[f] = attributes[f];
  return row as unknown as OutListRow;
}

const SORT = '$shipmentout_1';
const byNumber = (number: string) => edbKey(SORT, [['number', number]]);

/**
 * Indexes beside the primary key: byNumber (gsi1), byState (gsi2: the packed outs; done
 * outs stay in theirs), byShipmentIn (gsi3: an out of no incoming shipment is under `shipmentinid_`,
 * as a missing composite is written), and rowsByState (gsi4: the logistics outs list, the
 * compact rows of one state's outs but those on a consignment or taken off the list; sparse, the
 * grouping transaction removes its keys and unlinking puts them back, see data/out-mark.ts).
 */
const indexKeys = (o: Pick<ShipmentOutItem, 'number' | 'state' | 'shipmentInId' | 'consignedTo'>) => ({
  gsi1pk: edbKey('$portal', [['number', o.number]]),
  gsi1sk: SORT,
  gsi2pk: edbKey('$portal', [['state', o.state]]),
  gsi2sk: byNumber(o.number),
  gsi3pk: edbKey('$portal', [['shipmentinid', o.shipmentInId ?? '']]),
  gsi3sk: byNumber(o.number),
  ...(o.consignedTo === undefined ? outListKeys(o) : {}),
});

/** The keys of an out in the logistics outs list (gsi4), as a put of it on no consignment writes them. */
export function outListKeys(o: Pick<ShipmentOutItem, 'number' | 'state'>): { gsi4pk: string; gsi4sk: string } {
  return { gsi4pk: edbKey('$portal', [['state', o.state]]), gsi4sk: byNumber(o.number) };
}

const ShipmentOut = /* @__PURE__ */ once(
  () =>
    new Entity({
      name: 'shipmentOut',
      table: toolboxTable(),
      schema: item({
        outId: number().key(),
        number: string(),
        state: string().enum(...OUT_STATES),
        saleId: number().optional(),
        partyId: number(),
        shipmentInId: number().optional(),
        saleNumber: string().optional(),
        saleReference: string().optional(),
        partyName: string(),
        shipmentInNumber: string().optional(),
        consignedTo: number().optional(),
        row: any().castAs<OutListRow>(),
        date: string(),
        lines: list(map({ productId: number(), quantity: number(), lotId: number().optional() })),
        erpUpdatedAt: string(),
        // The table's schema-version marker (toolbox.ts).
        __edb_v__: string().const('1').hidden(),
        ...edbIndexKeys(1, 2, 3),
        gsi4pk: string().optional().hidden(),
        gsi4sk: string().optional().hidden(),
      }),
      timestamps: false,
      computeKey: ({ outId }) => ({ pk: edbKey('$portal', [['outid', outId]]), sk: SORT }),
    }),
);

const format = /* @__PURE__ */ rawFormat<ShipmentOutItem>(ShipmentOut);

const putCommand = (out: NewShipmentOut) =>
  new PutItemCommand(ShipmentOut(), { ...out, row: out.row ?? outListRow(out), ...indexKeys(out) });

/** An out's GetItem params (table and key), for transactions. */
export function shipmentOutKey(outId: number): { TableName: string; Key: Record<string, string> } {
  const { TableName, Key } = new GetItemCommand(ShipmentOut(), { outId }).params();
  return { TableName: TableName!, Key: Key as Record<string, string> };
}

export async function getShipmentOut(outId: number): Promise<ShipmentOutItem | undefined> {
  const { Item } = await new GetItemCommand(ShipmentOut(), { outId }).send();
  return Item;
}

/** The outs of these ids (BatchGet), only `attributes` when given; unknown ids are absent. */
export async function getShipmentOuts<K extends keyof ShipmentOutItem = keyof ShipmentOutItem>(
  outIds: readonly number[],
  options: { attributes?: K[]; concurrency?: number } = {},
): Promise<Pick<ShipmentOutItem, K>[]> {
  const items = await getItems(
    outIds.map((outId) => shipmentOutKey(outId).Key),
    options,
  );
  return items.map((i) => format(i, options));
}

/** The out with this number, if any (byNumber, gsi1). */
export function findShipmentOutByNumber(number: string): Promise<ShipmentOutItem | undefined> {
  return findFormatted(format, { index: 'gsi1', partition: edbKey('$portal', [['number', number]]), range: { eq: SORT } });
}

/** The outs of an incoming shipment, by number (byShipmentIn, gsi3); only `attributes` when given. */
export async function shipmentOutsOf<K extends keyof ShipmentOutItem = keyof ShipmentOutItem>(
  shipmentInId: number,
  attributes?: K[],
): Promise<Pick<ShipmentOutItem, K>[]> {
  return queryFormatted(
    format,
    {
      index: 'gsi3',
      partition: edbKey('$portal', [['shipmentinid', shipmentInId]]),
      range: { beginsWith: `${SORT}#number_` },
      attributes,
    },
    { maxPages: Infinity },
  );
}

/** Every out in a state, by number (byState, gsi2). */
export async function shipmentOutsByState(state: OutState): Promise<ShipmentOutItem[]> {
  return queryFormatted(
    format,
    {
      index: 'gsi2',
      partition: edbKey('$portal', [['state', state]]),
      range: { beginsWith: `${SORT}#number_` },
    },
    { maxPages: Infinity },
  );
}

/** The query of the list rows of a state's outs on no consignment (rowsByState, gsi4: items hold `row` only); the caller pages. */
export function outListRowsQuery(state: OutState): QueryCommandInput {
  return keyQueryInput({
    index: 'gsi4',
    partition: edbKey('$portal', [['state', state]]),
    range: { beginsWith: `${SORT}#number_` },
  });
}

/** Unconditional put. */
export async function putShipmentOut(out: NewShipmentOut): Promise<void> {
  await putCommand(out).send();
}

/** Unconditional delete. */
export async function deleteShipmentOut(outId: number): Promise<void> {
  await new DeleteItemCommand(ShipmentOut(), { outId }).send();
}

/** The ERP loader's store of outs: keys, and the whole stored item of a record's attributes (`row` included). */
export const shipmentOutRecords: RawEntity = rawEntity(
  ShipmentOut,
  (outId) => shipmentOutKey(outId).Key,
  (attributes) => {
    const out = attributes as unknown as NewShipmentOut;
    return { ...attributes, row: out.row ?? outListRow(out), ...indexKeys(out) };
  },
);
