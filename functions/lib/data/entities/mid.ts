import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { Entity } from 'dynamodb-toolbox/entity';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { dynamo } from '../../aws';
import { once } from '../../../../shared/once';
import { writeItems } from '../batch';
import { edbKey, toolboxTable } from '../toolbox';
import {
  createCondition,
  existsCondition,
  queryFormatted,
  rawFormat,
  transactPut,
  transactUpdate,
  type KeyQuery,
  type TransactPut,
  type TransactUpdate,
} from '../raw-params';

/**
 * A placed distribution line ("mid"): an incoming shipment's line put onto the sale it serves. Its
 * id is the shipment-in line's, so a line is placed at most once: the create is conditional on the
 * item's absence, and of two placements at once exactly one is written.
 *
 * On dynamodb-toolbox behind declared types (see warehouse-send.ts); items, keys and markers keep
 * the table's format (toolbox.ts; entity `mid`, version 1), checked by mid.test.ts.
 */
export interface MidItem {
  /** = the shipment-in line id. */
  midId: number;
  shipmentInId: number;
  supplierId: number;
  saleLineId: number;
  saleId: number;
  partyId: number;
  productId: number;
  lotId?: number;
  quantity: number;
  /** ISO date-time */
  placedAt: string;
  placedById: number;
  placedByLogin: string;
  /** ISO date-time the logistics list first saw an out for this mid's sale and shipment: it has left the list. */
  outSeenAt?: string;
}

const SORT = '$mid_1';
const PLACED = `${SORT}#placedat_`;

const schema = item({
  midId: number().key(),
  shipmentInId: number(),
  supplierId: number(),
  saleLineId: number(),
  saleId: number(),
  partyId: number(),
  productId: number(),
  lotId: number().optional(),
  quantity: number(),
  placedAt: string(),
  placedById: number(),
  placedByLogin: string(),
  outSeenAt: string().optional(),
  // The table's schema-version marker (toolbox.ts), written on puts and updates alike.
  __edb_v__: string().const('1').updateDefault('1').hidden(),
}).and((_s) => ({
  // The undo screen: a shipment's placed lines.
  gsi1pk: string()
    .hidden()
    .putLink<typeof _s>(({ shipmentInId }) => edbKey('$portal', [['shipmentinid', shipmentInId]])),
  gsi1sk: string()
    .hidden()
    .putLink<typeof _s>(({ midId }) => edbKey(SORT, [['midid', midId]])),
  // Logistics and the out trail: the mids of a sale.
  gsi2pk: string()
    .hidden()
    .putLink<typeof _s>(({ saleId }) => edbKey('$portal', [['saleid', saleId]])),
  gsi2sk: string()
    .hidden()
    .putLink<typeof _s>(({ midId }) => edbKey(SORT, [['midid', midId]])),
  // The logistics mids list: the latest placements (a few hundred a day) in one partition by time
  // (shared with other entities: no composite); the list reads those without outSeenAt.
  gsi3pk: string()
    .hidden()
    .putLink<typeof _s>(() => edbKey('$portal', [])),
  gsi3sk: string()
    .hidden()
    .putLink<typeof _s>(({ placedAt, midId }) =>
      edbKey(SORT, [
        ['placedat', placedAt],
        ['midid', midId],
      ]),
    ),
}));

const Mid = /* @__PURE__ */ once(
  () =>
    new Entity({
      name: 'mid',
      table: toolboxTable(),
      schema,
      timestamps: false,
      computeKey: ({ midId }) => ({ pk: edbKey('$portal', [['midid', midId]]), sk: SORT }),
    }),
);

const putParams = (mid: MidItem): TransactPut => transactPut(new PutItemCommand(Mid(), mid).params());

const format = /* @__PURE__ */ rawFormat<MidItem>(Mid);

async function query<K extends keyof MidItem>(q: KeyQuery, maxPages: number): Promise<Pick<MidItem, K>[]> {
  return queryFormatted(format, q, { maxPages, entity: 'mid' });
}

/** A create: a conditional failure (ConditionalCheckFailedException) when the line is already placed. */
export async function createMid(mid: MidItem): Promise<void> {
  await dynamo().send(new PutCommand({ ...putParams(mid), ...createCondition() }));
}

/** A plain (unconditional) put, for tests and fixtures. */
export async function putMid(mid: MidItem): Promise<void> {
  await dynamo().send(new PutCommand(putParams(mid)));
}

/** Plain puts in batches of 25, `concurrency` batches in flight; for fixtures and benches. */
export async function putMids(mids: readonly MidItem[], concurrency = 1): Promise<void> {
  await writeItems(
    mids.map((m) => ({ PutRequest: { Item: putParams(m).Item! } })),
    { concurrency },
  );
}

/** A remove: a conditional failure when the mid does not exist. */
export async function removeMid(midId: number): Promise<void> {
  const { TableName, Key } = new GetItemCommand(Mid(), { midId }).params();
  await dynamo().send(new DeleteCommand({ TableName, Key, ...existsCondition() }));
}

/** Takes a mid off the logistics list as transaction params (only while it exists). */
export function midOutSeenParams(midId: number, at: string): TransactUpdate {
  // The input is typed by this module's functions; toolbox's own input type is not inferred
  // (~16k type instantiations per entity), its parser still checks the values at run time.
  const changes: Pick<MidItem, 'midId' | 'outSeenAt'> = { midId, outSeenAt: at };
  const params = transactUpdate(new UpdateItemCommand(Mid()).item(changes as never).params());
  return { ...params, ...existsCondition(params.ExpressionAttributeNames) };
}

/** The same, alone: a conditional failure when the mid no longer exists. */
export async function markMidOutSeen(midId: number, at: string): Promise<void> {
  await dynamo().send(new UpdateCommand(midOutSeenParams(midId, at)));
}

/**
 * Mids placed from `from` to `to` (ISO instants, or an open end such as KEY_RANGE_END) by
 * byPlacedAt (gsi3), oldest first; `withoutOutSeen` keeps those still on the list. `limit` is
 * DynamoDB's per page; every page is read.
 */
export function midsPlacedBetween(
  from: string,
  to: string,
  options: { withoutOutSeen?: boolean; limit?: number } = {},
): Promise<MidItem[]> {
  return query(
    {
      index: 'gsi3',
      partition: edbKey('$portal', []),
      range: { between: [`${PLACED}${from}`.toLowerCase(), `${PLACED}${to}`.toLowerCase()] },
      ...(options.withoutOutSeen
        ? { filter: { expression: 'attribute_not_exists(#outSeenAt)', names: { '#outSeenAt': 'outSeenAt' } } }
        : {}),
      limit: options.limit,
    },
    Infinity,
  );
}

/** Every mid of an incoming shipment by byShipmentIn (gsi1), by id; `attributes` reads only those. */
export function midsOfShipmentIn(shipmentInId: number): Promise<MidItem[]>;
export function midsOfShipmentIn<K extends keyof MidItem>(
  shipmentInId: number,
  attributes: readonly K[],
): Promise<Pick<MidItem, K>[]>;
export function midsOfShipmentIn(shipmentInId: number, attributes?: readonly (keyof MidItem)[]) {
  return query(
    {
      index: 'gsi1',
      partition: edbKey('$portal', [['shipmentinid', shipmentInId]]),
      range: { beginsWith: `${SORT}#midid_` },
      attributes,
    },
    Infinity,
  );
}

/** Every mid of a sale by bySale (gsi2), by id; `attributes` reads only those. */
export function midsOfSale(saleId: number): Promise<MidItem[]>;
export function midsOfSale<K extends keyof MidItem>(saleId: number, attributes: readonly K[]): Promise<Pick<MidItem, K>[]>;
export function midsOfSale(saleId: number, attributes?: readonly (keyof MidItem)[]) {
  return query(
    {
      index: 'gsi2',
      partition: edbKey('$portal', [['saleid', saleId]]),
      range: { beginsWith: `${SORT}#midid_` },
      attributes,
    },
    Infinity,
  );
}
