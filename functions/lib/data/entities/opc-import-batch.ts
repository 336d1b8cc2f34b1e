import { Entity } from 'dynamodb-toolbox/entity';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { item } from 'dynamodb-toolbox/schema/item';
import { list } from 'dynamodb-toolbox/schema/list';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { once } from '../../../../shared/once';
import { edbKey, toolboxTable } from '../toolbox';

/**
 * One operations import (stock, target, sell-in fede or platform): who, when, which files, how many
 * rows. Written after all its chunks (and, for sell-in, its summary totals), so a batch that exists
 * is whole (imports are all or nothing); readers ignore rows of batches that do not exist.
 * Callers see only the declared types and functions: toolbox's types are worked out here once
 * (see warehouse-send.ts).
 */
export type OpcImportKind = 'stock' | 'target' | 'sell_in_fede' | 'sell_in_platform';

export interface OpcImportBatchItem {
  batchId: number;
  kind: OpcImportKind;
  accountId: number;
  files: string[];
  rows: number;
  chunks: number;
  laboratoryId?: number;
  /** SHA-256 of the imported content (each claimed once per kind; absent before). */
  hashes?: string[];
  /** ISO date-time */
  createdAt: string;
}

type Defaulted = 'files' | 'createdAt';
export type NewOpcImportBatch = Omit<OpcImportBatchItem, Defaulted> & Partial<Pick<OpcImportBatchItem, Defaulted>>;

const PARTITION = edbKey('$portal', []);
const SORT = '$opcimportbatch_1';

const OpcImportBatch = /* @__PURE__ */ once(
  () =>
    new Entity({
      name: 'opcImportBatch',
      table: toolboxTable(),
      schema: item({
        batchId: number().key(),
        kind: string().enum('stock', 'target', 'sell_in_fede', 'sell_in_platform').key(),
        accountId: number(),
        files: list(string()).default(() => []),
        rows: number(),
        chunks: number(),
        laboratoryId: number().optional(),
        hashes: list(string()).optional(),
        createdAt: string().default(() => new Date().toISOString()),
        // The table's schema-version marker (toolbox.ts).
        __edb_v__: string().const('1').hidden(),
      }),
      timestamps: false,
      computeKey: ({ kind, batchId }) => ({
        pk: PARTITION,
        sk: edbKey(SORT, [
          ['kind', kind],
          ['batchid', batchId],
        ]),
      }),
    }),
);

/** Stores the batch item (a create: an existing one is a conditional failure). */
export async function createOpcImportBatch(batch: NewOpcImportBatch): Promise<void> {
  await new PutItemCommand(OpcImportBatch(), batch).options({ condition: { attr: 'batchId', exists: false } }).send();
}

/** Every batch of a kind, in key order (ids compare as text there: callers sort). */
export async function listOpcImportBatches(kind: OpcImportKind): Promise<OpcImportBatchItem[]> {
  const { Items = [] } = await new QueryCommand(
    toolboxTable(),
    [OpcImportBatch()],
    { partition: PARTITION, range: { beginsWith: `${edbKey(SORT, [['kind', kind]])}#batchid_` } },
    { maxPages: Infinity },
  ).send();
  return Items;
}

/** Deletes the batch item; a missing one is a conditional failure. */
export async function deleteOpcImportBatch(kind: OpcImportKind, batchId: number): Promise<void> {
  await new DeleteItemCommand(OpcImportBatch(), { kind, batchId })
    .options({ condition: { attr: 'batchId', exists: true } })
    .send();
}
