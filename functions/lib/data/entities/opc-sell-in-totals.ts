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
 * What one sell-in import batch adds to the summary report for one laboratory code: per client,
 * the amounts of each channel. Kept at import time so the report reads totals, never the rows.
 * Callers see only the declared type and functions: toolbox's types are worked out here once
 * (see warehouse-send.ts).
 */
export interface OpcSellInTotalsItem {
  batchId: number;
  laboratory: string;
  /** JSON of ClientTotals (functions/lib/operations/sell-in-summary.ts). */
  clients: string;
}

const partition = (batchId: number) => edbKey('$portal', [['batchid', batchId]]);
const SORT = '$opcsellintotals_1';

const OpcSellInTotals = /* @__PURE__ */ once(
  () =>
    new Entity({
      name: 'opcSellInTotals',
      table: toolboxTable(),
      schema: item({
        batchId: number().key(),
        laboratory: string().key(),
        clients: string(),
        // The table's schema-version marker (toolbox.ts).
        __edb_v__: string().const('1').hidden(),
      }),
      timestamps: false,
      // Keys are lower-cased whole: laboratory codes are stored as given, keyed lower-cased.
      computeKey: ({ batchId, laboratory }) => ({ pk: partition(batchId), sk: edbKey(SORT, [['laboratory', laboratory]]) }),
    }),
);

/** Puts a batch's totals (batch writes); answers how many were left unwritten. */
export function putOpcSellInTotals(totals: readonly OpcSellInTotalsItem[]): Promise<number> {
  return writeItemsLeft(putRequests(OpcSellInTotals(), totals));
}

/** A batch's totals, one per laboratory code. */
export async function listOpcSellInTotals(batchId: number): Promise<OpcSellInTotalsItem[]> {
  const { Items = [] } = await new QueryCommand(
    toolboxTable(),
    [OpcSellInTotals()],
    { partition: partition(batchId), range: { beginsWith: `${SORT}#laboratory_` } },
    { maxPages: Infinity },
  ).send();
  return Items;
}

/** Deletes totals (batch deletes); answers how many were left undeleted. */
export function deleteOpcSellInTotals(keys: readonly Pick<OpcSellInTotalsItem, 'batchId' | 'laboratory'>[]): Promise<number> {
  return writeItemsLeft(keys.map((k) => ({ DeleteRequest: { Key: new DeleteItemCommand(OpcSellInTotals(), k).params().Key! } })));
}
