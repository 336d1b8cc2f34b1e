import { Entity } from 'dynamodb-toolbox/entity';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { $set, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { item } from 'dynamodb-toolbox/schema/item';
import { list } from 'dynamodb-toolbox/schema/list';
import { map } from 'dynamodb-toolbox/schema/map';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { once } from '../../../../shared/once';
import { getItems } from '../batch';
import { edbKey, toolboxTable } from '../toolbox';
import {
  createCondition,
  existsCondition,
  queryFormatted,
  rawFormat,
  transactPut,
  transactUpdate,
  type ItemTarget,
  type TransactDelete,
  type TransactPut,
  type TransactUpdate,
} from '../raw-params';

/**
 * Outs of one party grouped for transport, with pallets and weight. Which consignment an out is in
 * is kept by its `consignmentOut` item, written in the same transaction (an out belongs to one
 * consignment at most). `shipmentId` 0 = not yet in a freight shipment: that partition is the
 * consignments list.
 *
 * On dynamodb-toolbox behind declared types (see warehouse-send.ts); items, keys and markers keep
 * the table's format (toolbox.ts; entity `consignment` / `consignmentOut`, version 1), checked by
 * consignment.test.ts.
 */

/** What a consignment keeps of one of its outs (the lists' numbers and sale references). */
export interface ConsignmentOutHead {
  outId: number;
  number: string;
  saleReference: string;
}

export interface ConsignmentItem {
  consignmentId: number;
  partyId: number;
  outIds: number[];
  hasDrugs: boolean;
  palletCount: number;
  weightKg: number;
  shipmentId: number;
  createdAt: string;
  createdBy: string;
  updatedAt?: string;
  /**
   * What the lists show of its outs and party, as they were when it was grouped or edited: the
   * consignments and shipments lists then read no out, sale or party.
   */
  partyName?: string;
  outHeads?: ConsignmentOutHead[];
}

/** An out's membership of a consignment: one item per out, so two consignments cannot both take it. */
export interface ConsignmentOutItem {
  outId: number;
  consignmentId: number;
  at: string;
  by: string;
}

const SORT = '$consignment_1';
const shipmentPartition = (shipmentId: number) => edbKey('$portal', [['shipmentid', shipmentId]]);

const schema = item({
  consignmentId: number().key(),
  partyId: number(),
  outIds: list(number()),
  hasDrugs: boolean(),
  palletCount: number(),
  weightKg: number(),
  shipmentId: number().default(0),
  createdAt: string(),
  createdBy: string(),
  updatedAt: string().optional(),
  partyName: string().optional(),
  outHeads: list(map({ outId: number(), number: string(), saleReference: string() })).optional(),
  // The table's schema-version marker (toolbox.ts), written on puts and updates alike.
  __edb_v__: string().const('1').updateDefault('1').hidden(),
}).and((_s) => ({
  // byShipment (gsi1): rewritten by an update only when it sets shipmentId.
  gsi1pk: string()
    .hidden()
    .putLink<typeof _s>(({ shipmentId }) => shipmentPartition(shipmentId))
    .updateLink<typeof _s>(({ shipmentId }) => (typeof shipmentId === 'number' ? shipmentPartition(shipmentId) : undefined)),
  gsi1sk: string()
    .hidden()
    .putLink<typeof _s>(({ consignmentId }) => edbKey(SORT, [['consignmentid', consignmentId]])),
}));

const Consignment = /* @__PURE__ */ once(
  () =>
    new Entity({
      name: 'consignment',
      table: toolboxTable(),
      schema,
      timestamps: false,
      computeKey: ({ consignmentId }) => ({ pk: edbKey('$portal', [['consignmentid', consignmentId]]), sk: SORT }),
    }),
);

const consignmentOf = /* @__PURE__ */ rawFormat<ConsignmentItem>(Consignment);

const key = (consignmentId: number): ItemTarget => {
  const { TableName, Key } = new GetItemCommand(Consignment(), { consignmentId }).params();
  return { TableName: TableName!, Key: Key! };
};

function updateParams(
  changes: { consignmentId: number } & Record<string, unknown>,
  /** What must hold besides the item's existence. */
  condition: string,
  values: Record<string, unknown>,
  names: Record<string, string> = {},
): TransactUpdate {
  // The input is typed by this module's functions; toolbox's own input type is not inferred
  // (~16k type instantiations per entity), its parser still checks the values at run time.
  const params = transactUpdate(new UpdateItemCommand(Consignment()).item(changes as never).params());
  return {
    ...params,
    ...existsCondition({ ...params.ExpressionAttributeNames, ...names }, condition),
    ExpressionAttributeValues: { ...params.ExpressionAttributeValues, ...values },
  };
}

/** The item, or null when absent. */
export async function getConsignment(consignmentId: number): Promise<ConsignmentItem | null> {
  const { Item } = await new GetItemCommand(Consignment(), { consignmentId }).send();
  return Item ?? null;
}

/** The consignments of these ids that exist, in no particular order (a BatchGet). */
export async function getConsignments(
  ids: readonly number[],
  options: { concurrency?: number } = {},
): Promise<ConsignmentItem[]> {
  if (!ids.length) return [];
  const raw = await getItems(
    ids.map((id) => key(id).Key),
    options,
  );
  return raw.map((i) => consignmentOf(i));
}

/**
 * The consignments of a freight shipment (0: the consignments list) by byShipment (gsi1), in id
 * order (`reverse`: highest first); `limit` is DynamoDB's per page, `maxPages` Infinity reads all.
 */
export async function consignmentsOfShipment(
  shipmentId: number,
  options: { limit?: number; reverse?: boolean; maxPages?: number } = {},
): Promise<ConsignmentItem[]> {
  return queryFormatted(
    consignmentOf,
    {
      index: 'gsi1',
      partition: shipmentPartition(shipmentId),
      range: { beginsWith: `${SORT}#consignmentid_` },
      limit: options.limit,
      reverse: options.reverse,
    },
    { maxPages: options.maxPages, entity: 'consignment' },
  );
}

/** A plain (unconditional) put, for tests and fixtures. */
export async function putConsignment(consignment: ConsignmentItem): Promise<void> {
  await new PutItemCommand(Consignment(), consignment).send();
}

/** A create as transaction params: the put, only if no such item exists. */
export function consignmentCreateParams(consignment: ConsignmentItem): TransactPut {
  return { ...transactPut(new PutItemCommand(Consignment(), consignment).params()), ...createCondition() };
}

/**
 * A consignment's edit as transaction params: only while it exists and is
 * still in `expected.shipmentId` with its `createdAt` (nobody shipped or regrouped it since it was read).
 */
export function consignmentEditParams(
  consignmentId: number,
  changes: Pick<ConsignmentItem, 'partyId' | 'outIds' | 'hasDrugs' | 'palletCount' | 'weightKg'> &
    Partial<Pick<ConsignmentItem, 'partyName' | 'outHeads' | 'updatedAt'>>,
  expected: Pick<ConsignmentItem, 'shipmentId' | 'createdAt'>,
): TransactUpdate {
  // Lists are replaced whole ($set): toolbox would otherwise write them element by element.
  const { outIds, outHeads, ...rest } = changes;
  return updateParams(
    { consignmentId, ...rest, outIds: $set(outIds), ...(outHeads ? { outHeads: $set(outHeads) } : {}) },
    '#cShipmentId = :cShipmentId AND #cCreatedAt = :cCreatedAt',
    { ':cShipmentId': expected.shipmentId, ':cCreatedAt': expected.createdAt },
    { '#cShipmentId': 'shipmentId', '#cCreatedAt': 'createdAt' },
  );
}

/**
 * Moves a consignment from one freight shipment to another (0: the list) as transaction params
 * (rewriting its byShipment partition key): only while it exists in `from`.
 */
export function consignmentMoveParams(consignmentId: number, from: number, to: number): TransactUpdate {
  return updateParams(
    { consignmentId, shipmentId: to },
    '#cShipmentId = :cShipmentId',
    { ':cShipmentId': from },
    {
      '#cShipmentId': 'shipmentId',
    },
  );
}

/** Deletes a consignment still on the list (shipmentId 0) as transaction params (a conditional delete). */
export function consignmentDeleteParams(consignmentId: number): TransactDelete {
  return {
    ...key(consignmentId),
    ConditionExpression: '#cShipmentId = :cShipmentId',
    ExpressionAttributeNames: { '#cShipmentId': 'shipmentId' },
    ExpressionAttributeValues: { ':cShipmentId': 0 },
  };
}

// ---- consignmentOut: an out's membership

const ConsignmentOut = /* @__PURE__ */ once(
  () =>
    new Entity({
      name: 'consignmentOut',
      table: toolboxTable(),
      schema: item({
        outId: number().key(),
        consignmentId: number(),
        at: string(),
        by: string(),
        __edb_v__: string().const('1').hidden(),
      }),
      timestamps: false,
      computeKey: ({ outId }) => ({ pk: edbKey('$portal', [['outid', outId]]), sk: '$consignmentout_1' }),
    }),
);

const consignmentOutOf = /* @__PURE__ */ rawFormat<ConsignmentOutItem>(ConsignmentOut);

/** The table and primary key of an out's membership item (a transaction's ConditionCheck target). */
export function consignmentOutKey(outId: number): ItemTarget {
  const { TableName, Key } = new GetItemCommand(ConsignmentOut(), { outId }).params();
  return { TableName: TableName!, Key: Key! };
}

export async function getConsignmentOut(outId: number): Promise<ConsignmentOutItem | null> {
  const { Item } = await new GetItemCommand(ConsignmentOut(), { outId }).send();
  return Item ?? null;
}

/** The memberships of these outs that exist, in no particular order (a BatchGet). */
export async function getConsignmentOuts(
  outIds: readonly number[],
  options: { concurrency?: number } = {},
): Promise<ConsignmentOutItem[]> {
  if (!outIds.length) return [];
  const raw = await getItems(
    outIds.map((id) => consignmentOutKey(id).Key),
    options,
  );
  return raw.map((i) => consignmentOutOf(i));
}

/** A plain (unconditional) put, for tests and fixtures. */
export async function putConsignmentOut(link: ConsignmentOutItem): Promise<void> {
  await new PutItemCommand(ConsignmentOut(), link).send();
}

/**
 * An out joins a consignment as transaction params: only if it is in none, or its membership is
 * `replaceable` (a consignmentId that may be taken over, e.g. "taken off the list").
 */
export function consignmentOutPutParams(link: ConsignmentOutItem, replaceable: number): TransactPut {
  return {
    ...transactPut(new PutItemCommand(ConsignmentOut(), link).params()),
    ConditionExpression: 'attribute_not_exists(#cConsignmentId) OR #cConsignmentId = :cConsignmentId',
    ExpressionAttributeNames: { '#cConsignmentId': 'consignmentId' },
    ExpressionAttributeValues: { ':cConsignmentId': replaceable },
  };
}

/** An out leaves its consignment as transaction params: only while it is in that one. */
export function consignmentOutDeleteParams(outId: number, consignmentId: number): TransactDelete {
  return {
    ...consignmentOutKey(outId),
    ConditionExpression: '#cConsignmentId = :cConsignmentId',
    ExpressionAttributeNames: { '#cConsignmentId': 'consignmentId' },
    ExpressionAttributeValues: { ':cConsignmentId': consignmentId },
  };
}
