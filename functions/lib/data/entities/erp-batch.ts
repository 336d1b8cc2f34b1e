import { Entity } from 'dynamodb-toolbox/entity';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { $set, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { any } from 'dynamodb-toolbox/schema/any';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { once } from '../../../../shared/once';
import { edbIndexKeys, edbKey, toolboxTable } from '../toolbox';

/**
 * The report of one ERP feed file's load: what came in and what happened to it. Callers see only
 * the declared type and functions: toolbox's types are worked out here once (see warehouse-send.ts).
 */
export interface ErpBatchItem {
  batchId: string;
  /** Where the file came from: its S3 key, or a local path for `npm run erp:load`. */
  source: string;
  startedAt: string;
  finishedAt?: string;
  status: 'running' | 'done' | 'failed';
  received: number;
  upserted: number;
  skipped: number;
  rejected: number;
  /** Per entity: { received, upserted, skipped, rejected }. */
  byEntity?: unknown;
  rejectsKey?: string;
  error?: string;
}

const SORT = '$erpbatch_1';

const ErpBatch = /* @__PURE__ */ once(
  () =>
    new Entity({
      name: 'erpBatch',
      table: toolboxTable(),
      schema: item({
        batchId: string().key(),
        source: string(),
        startedAt: string(),
        finishedAt: string().optional(),
        status: string().enum('running', 'done', 'failed'),
        received: number(),
        upserted: number(),
        skipped: number(),
        rejected: number(),
        byEntity: any().optional(),
        rejectsKey: string().optional(),
        error: string().optional(),
        // Index byTime (gsi1): one partition, by start time.
        ...edbIndexKeys(1),
        // The table's schema-version marker (toolbox.ts).
        __edb_v__: string().const('1').hidden(),
      }),
      timestamps: false,
      computeKey: ({ batchId }) => ({ pk: edbKey('$portal', [['batchid', batchId]]), sk: SORT }),
    }),
);

/** Writes a batch report whole (unconditional). */
export async function putErpBatch(batch: ErpBatchItem): Promise<void> {
  await new PutItemCommand(ErpBatch(), {
    ...batch,
    gsi1pk: edbKey('$portal', []),
    gsi1sk: edbKey(SORT, [['startedat', batch.startedAt]]),
  }).send();
}

/** Sets some attributes of an existing batch report (`startedAt`, a key composite, is not among them). */
export async function patchErpBatch(
  batchId: string,
  changes: Partial<Omit<ErpBatchItem, 'batchId' | 'startedAt'>>,
): Promise<void> {
  const { byEntity, ...rest } = changes;
  await new UpdateItemCommand(ErpBatch(), {
    batchId,
    ...rest,
    ...(byEntity === undefined ? {} : { byEntity: $set(byEntity) }),
  })
    .options({ condition: { attr: 'batchId', exists: true } })
    .send();
}

/** The latest batch reports, newest first (index byTime). */
export async function recentErpBatches(limit: number): Promise<ErpBatchItem[]> {
  const { Items = [] } = await new QueryCommand(
    toolboxTable(),
    [ErpBatch()],
    { index: 'gsi1', partition: edbKey('$portal', []), range: { beginsWith: `${SORT}#startedat_` } },
    { reverse: true, limit },
  ).send();
  return Items;
}
