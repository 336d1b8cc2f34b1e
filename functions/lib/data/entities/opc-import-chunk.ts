import { Entity } from 'dynamodb-toolbox/entity';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { once } from '../../../../shared/once';
import { putRequests, edbKey, toolboxTable } from '../toolbox';
import { writeItemsLeft } from '../batch';

/**
 * The rows of an import batch, a few hundred per item as JSON (10,000 rows are tens of writes, not 10,000).
 * Callers see only the declared type and functions: toolbox's types are worked out here once
 * (see warehouse-send.ts).
 */
export interface OpcImportChunkItem {
  batchId: number;
  chunk: number;
  /** JSON array of the batch's typed rows. */
  rows: string;
}

const partition = (batchId: number) => edbKey('$portal', [['batchid', batchId]]);
const SORT = '$opcimportchunk_1';

const OpcImportChunk = /* @__PURE__ */ once(
  () =>
    new Entity({
      name: 'opcImportChunk',
      table: toolboxTable(),
      schema: item({
        batchId: number().key(),
        chunk: number().key(),
        rows: string(),
        // The table's schema-version marker (toolbox.ts).
        __edb_v__: string().const('1').hidden(),
      }),
      timestamps: false,
      computeKey: ({ batchId, chunk }) => ({ pk: partition(batchId), sk: edbKey(SORT, [['chunk', chunk]]) }),
    }),
);

/** Puts the chunks (batch writes); answers how many were left unwritten. */
export function putOpcImportChunks(chunks: readonly OpcImportChunkItem[]): Promise<number> {
  return writeItemsLeft(putRequests(OpcImportChunk(), chunks));
}

/** A batch's chunks, in order. */
export async function listOpcImportChunks(batchId: number): Promise<OpcImportChunkItem[]> {
  const { Items = [] } = await new QueryCommand(
    toolboxTable(),
    [OpcImportChunk()],
    { partition: partition(batchId), range: { beginsWith: `${SORT}#chunk_` } },
    { maxPages: Infinity },
  ).send();
  return Items;
}

/** Deletes the chunks (batch deletes); answers how many were left undeleted. */
export function deleteOpcImportChunks(keys: readonly Pick<OpcImportChunkItem, 'batchId' | 'chunk'>[]): Promise<number> {
  return writeItemsLeft(keys.map((k) => ({ DeleteRequest: { Key: new DeleteItemCommand(OpcImportChunk(), k).params().Key! } })));
}
