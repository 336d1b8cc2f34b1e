import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { Entity } from 'dynamodb-toolbox/entity';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { item } from 'dynamodb-toolbox/schema/item';
import { list } from 'dynamodb-toolbox/schema/list';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { dynamo } from '../../aws';
import { once } from '../../../../shared/once';
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
 * Consignments of one party sent together (§3 freight shipment). Pending until delivered with a
 * signed delivery note; the status partitions are the pending and delivered lists.
 *
 * On dynamodb-toolbox behind declared types (see warehouse-send.ts); items, keys and markers keep
 * the table's format (toolbox.ts; entity `freightShipment`, version 1), checked by freight-shipment.test.ts.
 */
export type FreightShipmentStatus = 'pending' | 'delivered';

export interface FreightShipmentItem {
  shipmentId: number;
  partyId: number;
  consignmentIds: number[];
  status: FreightShipmentStatus;
  createdAt: string;
  createdBy: string;
  deliveredAt?: string;
  deliveredBy?: string;
  /** S3 key of the signed delivery note (server-chosen). */
  signedNoteKey?: string;
  /** S3 key of the latest delivery truck sheet made for it, with who made it and when. */
  truckSheetKey?: string;
  truckSheetAt?: string;
  truckSheetBy?: string;
}

const SORT = '$freightshipment_1';
const statusPartition = (status: string) => edbKey('$portal', [['status', status]]);

const schema = item({
  shipmentId: number().key(),
  partyId: number(),
  consignmentIds: list(number()),
  status: string().enum('pending', 'delivered'),
  createdAt: string(),
  createdBy: string(),
  deliveredAt: string().optional(),
  deliveredBy: string().optional(),
  signedNoteKey: string().optional(),
  truckSheetKey: string().optional(),
  truckSheetAt: string().optional(),
  truckSheetBy: string().optional(),
  // The table's schema-version marker (toolbox.ts), written on puts and updates alike.
  __edb_v__: string().const('1').updateDefault('1').hidden(),
}).and((_s) => ({
  // byStatus (gsi1): rewritten by an update only when it sets the status.
  gsi1pk: string()
    .hidden()
    .putLink<typeof _s>(({ status }) => statusPartition(status))
    .updateLink<typeof _s>(({ status }) => (typeof status === 'string' ? statusPartition(status) : undefined)),
  gsi1sk: string()
    .hidden()
    .putLink<typeof _s>(({ shipmentId }) => edbKey(SORT, [['shipmentid', shipmentId]])),
}));

const FreightShipment = /* @__PURE__ */ once(
  () =>
    new Entity({
      name: 'freightShipment',
      table: toolboxTable(),
      schema,
      timestamps: false,
      computeKey: ({ shipmentId }) => ({ pk: edbKey('$portal', [['shipmentid', shipmentId]]), sk: SORT }),
    }),
);

const format = /* @__PURE__ */ rawFormat<FreightShipmentItem>(FreightShipment);

function updateParams(changes: Partial<FreightShipmentItem> & { shipmentId: number }): TransactUpdate {
  // The input is typed by this module's functions; toolbox's own input type is not inferred
  // (~16k type instantiations per entity), its parser still checks the values at run time.
  return transactUpdate(new UpdateItemCommand(FreightShipment()).item(changes as never).params());
}

/** The table and primary key of a freight shipment (a transaction's ConditionCheck target). */
export function freightShipmentKey(shipmentId: number): ItemTarget {
  const { TableName, Key } = new GetItemCommand(FreightShipment(), { shipmentId }).params();
  return { TableName: TableName!, Key: Key! };
}

/** The item, or null when absent. */
export async function getFreightShipment(shipmentId: number): Promise<FreightShipmentItem | null> {
  const { Item } = await new GetItemCommand(FreightShipment(), { shipmentId }).send();
  return Item ?? null;
}

/**
 * The shipments of a status by byStatus (gsi1), in id order (`reverse`: highest first); `limit` is
 * DynamoDB's per page, `maxPages` Infinity reads all.
 */
export async function freightShipmentsByStatus(
  status: FreightShipmentStatus,
  options: { limit?: number; reverse?: boolean; maxPages?: number } = {},
): Promise<FreightShipmentItem[]> {
  return queryFormatted(
    format,
    {
      index: 'gsi1',
      partition: statusPartition(status),
      range: { beginsWith: `${SORT}#shipmentid_` },
      limit: options.limit,
      reverse: options.reverse,
    },
    { maxPages: options.maxPages, entity: 'freightShipment' },
  );
}

/** A create as transaction params: the put, only if no such item exists. */
export function freightShipmentCreateParams(shipment: FreightShipmentItem): TransactPut {
  return { ...transactPut(new PutItemCommand(FreightShipment(), shipment).params()), ...createCondition() };
}

/** Delivers a shipment as transaction params (moving it to the delivered partition): only while pending. */
export function freightShipmentDeliverParams(
  shipmentId: number,
  delivery: Required<Pick<FreightShipmentItem, 'deliveredAt' | 'deliveredBy' | 'signedNoteKey'>>,
): TransactUpdate {
  const params = updateParams({ shipmentId, status: 'delivered', ...delivery });
  return {
    ...params,
    ...existsCondition({ ...params.ExpressionAttributeNames, '#cStatus': 'status' }, '#cStatus = :cStatus'),
    ExpressionAttributeValues: { ...params.ExpressionAttributeValues, ':cStatus': 'pending' },
  };
}

/** Deletes a pending shipment as transaction params (a conditional delete: only while pending). */
export function freightShipmentDeleteParams(shipmentId: number): TransactDelete {
  return {
    ...freightShipmentKey(shipmentId),
    ConditionExpression: '#cStatus = :cStatus',
    ExpressionAttributeNames: { '#cStatus': 'status' },
    ExpressionAttributeValues: { ':cStatus': 'pending' },
  };
}

/** Names the latest truck sheet on the shipment (only while it exists). */
export async function setFreightShipmentTruckSheet(
  shipmentId: number,
  sheet: Required<Pick<FreightShipmentItem, 'truckSheetKey' | 'truckSheetAt' | 'truckSheetBy'>>,
): Promise<void> {
  const params = updateParams({ shipmentId, ...sheet });
  await dynamo().send(new UpdateCommand({ ...params, ...existsCondition(params.ExpressionAttributeNames) }));
}
