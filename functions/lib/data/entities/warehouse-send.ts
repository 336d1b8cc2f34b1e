import { Entity } from 'dynamodb-toolbox/entity';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { number } from 'dynamodb-toolbox/schema/number';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { list } from 'dynamodb-toolbox/schema/list';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { once } from '../../../../shared/once';
import { edbKey, toolboxTable } from '../toolbox';

/**
 * What the warehouse reports sent or handed out, kept for the record: a prenotice
 * mailed (a test to one address, or processed to the platform's recipients) and a pending sales
 * file downloaded. One partition per kind, newest last by time.
 *
 * Callers see only the declared types and functions below: dynamodb-toolbox's types are worked out
 * here once, not at every call site (where inferring them per call site multiplied
 * the server typecheck's time).
 */
export type WarehouseSendKind = 'prenotice' | 'pending_sales';

/** A send as stored and read back. */
export interface WarehouseSendItem {
  kind: WarehouseSendKind;
  sendId: number;
  /** ISO date-time */
  at: string;
  byId: number;
  byLogin: string;
  platformId: number;
  test: boolean;
  recipients: string[];
  fileName: string;
  /** The S3 key of the file sent (the uploaded prenotice, the generated pending sales file). */
  fileKey?: string;
  groupBy?: 'outs' | 'consignments';
  outs: string[];
  consignments: number[];
}

type Defaulted = 'test' | 'recipients' | 'outs' | 'consignments';
export type NewWarehouseSend = Omit<WarehouseSendItem, Defaulted> & Partial<Pick<WarehouseSendItem, Defaulted>>;

const schema = item({
  kind: string().enum('prenotice', 'pending_sales').key(),
  sendId: number().key(),
  at: string().key(),
  byId: number(),
  byLogin: string(),
  platformId: number(),
  test: boolean().default(false),
  recipients: list(string()).default(() => []),
  fileName: string(),
  fileKey: string().optional(),
  groupBy: string().enum('outs', 'consignments').optional(),
  outs: list(string()).default(() => []),
  consignments: list(number()).default(() => []),
  // The table's schema-version marker (toolbox.ts).
  __edb_v__: string().const('1').hidden(),
});

const partition = (kind: WarehouseSendKind) => edbKey('$portal', [['kind', kind]]);
const SORT = '$warehousesend_1';

const WarehouseSend = /* @__PURE__ */ once(
  () =>
    new Entity({
      name: 'warehouseSend',
      table: toolboxTable(),
      schema,
      timestamps: false,
      computeKey: ({ kind, at, sendId }) => ({
        pk: partition(kind),
        sk: edbKey(SORT, [
          ['at', at],
          ['sendid', sendId],
        ]),
      }),
    }),
);

export async function recordWarehouseSend(send: NewWarehouseSend): Promise<void> {
  // A create: refused over an existing item (every item has a kind).
  await new PutItemCommand(WarehouseSend(), send).options({ condition: { attr: 'kind', exists: false } }).send();
}

/** The latest sends of a kind, newest first. */
export async function recentWarehouseSends(kind: WarehouseSendKind, limit: number): Promise<WarehouseSendItem[]> {
  const { Items = [] } = await new QueryCommand(
    toolboxTable(),
    [WarehouseSend()],
    { partition: partition(kind), range: { beginsWith: `${SORT}#at_` } },
    { reverse: true, limit },
  ).send();
  return Items;
}
