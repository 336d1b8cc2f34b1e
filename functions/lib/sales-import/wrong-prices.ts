/**
 * Step 6's wrong prices (the staged rows' copies on the sparse index, staging.ts): their key
 * ranges, the rows a filter matches walked by key, and the fix that sets rows to their pvf. The
 * API walks a bounded number of them; "select all N matching" beyond what one call fixes runs in
 * a refresh job (BuildViews), which walks them all.
 */
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { WrongPriceRow } from '../../../shared/sales-import/views';
import { dynamo } from '../aws';
import { queryPages } from '../data/raw-params';
import type { IndexRange } from '../datatable/define';
import { env } from '../env';
import { fileKey, loadedWrongPrice, stagedKey, type StagedItem, type StagingState } from './staging';
import { K } from './store';
import { round } from './values';

export function wrongPriceRow(i: StagedItem): WrongPriceRow {
  return {
    id: i.id,
    date: i.date,
    customer_code: i.customer,
    customer_name: i.sl ?? null,
    delivery_note: i.delivery_note,
    product: i.product_code,
    description: i.description,
    quantity: i.quantity,
    price: i.price,
    pvf_xf: i.pvf ?? null,
    difference: i.pvf === null || i.pvf === undefined ? null : round(i.price - i.pvf),
    distributor_id: i.distributorId,
  };
}

export interface WrongPricesContext {
  state: StagingState;
  /** Files registered as staged: rows of a file still being read, or failed, are not shown. */
  staged: Set<string>;
}

export function wrongPricesRange(
  index: 'gsi1' | 'gsi2' | 'gsi3',
  ctx: WrongPricesContext,
  customerPrefix?: string,
): IndexRange<WrongPriceRow> {
  const pk = K.wrongPrices(ctx.state.generation);
  const prefix = customerPrefix ? { ':c': customerPrefix } : {};
  return {
    label: `wrong prices by ${index}${customerPrefix ? ' (customer prefix)' : ''}`,
    query: {
      TableName: env.tableName(),
      IndexName: index,
      // gsi2's sort key starts with the customer code: a customer prefix is a key range.
      KeyConditionExpression: `${index}pk = :pk${customerPrefix ? ` AND begins_with(${index}sk, :c)` : ''}`,
      ExpressionAttributeValues: {
        ':pk': index === 'gsi1' ? pk : index === 'gsi2' ? `${pk}#customer` : `${pk}#product`,
        ...prefix,
      },
    },
    keep: (item) => {
      const row = loadedWrongPrice(item);
      return ctx.staged.has(fileKey(row.jobId, row.file));
    },
    row: (item) => wrongPriceRow(loadedWrongPrice(item)),
  };
}

export type WrongPricesSearch = { customer?: string; distributor?: number };
export const filtered = (search: WrongPricesSearch) => Boolean(search.customer || search.distributor);
const matches = (search: WrongPricesSearch) => (row: WrongPriceRow) =>
  (!search.customer || row.customer_code.startsWith(search.customer)) &&
  (!search.distributor || row.distributor_id === search.distributor);

/**
 * The staged wrong-price rows a filter matches, a page at a time, walked by key up to `limit`
 * items; answers whether the walk reached the end.
 */
export async function eachMatchingPage(
  search: WrongPricesSearch,
  ctx: WrongPricesContext,
  limit: number,
  each: (rows: StagedItem[]) => Promise<void> | void,
): Promise<boolean> {
  const range = wrongPricesRange('gsi2', ctx, search.customer || undefined);
  const test = matches(search);
  let start: Record<string, unknown> | undefined;
  let walked = 0;
  do {
    const page = await queryPages({ ...range.query, Limit: 1000 }, { start });
    walked += page.items.length;
    await each(page.items.filter((item) => range.keep!(item) && test(range.row(item))).map(loadedWrongPrice));
    start = page.next;
  } while (start && walked < limit);
  return !start;
}

/** The matching rows, walked up to `limit` items; `complete` false past it. */
export async function matchingRows(search: WrongPricesSearch, ctx: WrongPricesContext, limit: number) {
  const rows: StagedItem[] = [];
  const complete = await eachMatchingPage(search, ctx, limit, (page) => void rows.push(...page));
  return { rows, complete };
}

export const hasPvf = (r: StagedItem) => r.pvf !== null && r.pvf !== undefined;

/** Rows fixed in one transaction: its condition names two paths a row, and DynamoDB caps an expression at 4 KB. */
const ROWS_PER_TRANSACTION = 40;

type Located = { row: StagedItem; at: NonNullable<ReturnType<typeof stagedKey>> };

/**
 * The rows' price set to their pvf, with their wrong-price items' deletion and the summary's
 * counters in the same transaction (counters never drift). Rows are grouped by the staged item
 * that holds them, up to 40 a transaction: one row per transaction rewrote its whole staged item
 * each time (2,100 rows took 40 s on the stand-in). One group at a time, as each touches the
 * summary item (concurrent transactions on one item conflict in DynamoDB). A group refused because
 * a row was fixed meanwhile goes again row by row; that row is left. Answers the rows set.
 */
export async function setToPvf(items: StagedItem[], state: StagingState): Promise<number> {
  const byItem = new Map<string, Located[]>();
  for (const row of items) {
    const at = stagedKey(row.id, state.generation)!;
    const key = `${at.pk}\n${at.sk}`;
    (byItem.get(key) ?? byItem.set(key, []).get(key)!).push({ row, at });
  }
  let updated = 0;
  for (const rows of byItem.values())
    for (let i = 0; i < rows.length; i += ROWS_PER_TRANSACTION) {
      const group = rows.slice(i, i + ROWS_PER_TRANSACTION);
      if (await setGroup(group)) updated += group.length;
      else for (const one of group) if (await setGroup([one])) updated++;
    }
  return updated;
}

/** One transaction: rows of one staged item set to their pvf. False when a row had changed. */
async function setGroup(rows: Located[], attempt = 0): Promise<boolean> {
  const table = env.tableName();
  const { pk, sk } = rows[0]!.at;
  const set: string[] = [];
  const conditions: string[] = [];
  const values: Record<string, unknown> = {};
  rows.forEach(({ row, at }, n) => {
    set.push(`#rows[${at.index}].price = :pvf${n}`);
    conditions.push(`#rows[${at.index}].#row = :row${n} AND #rows[${at.index}].price = :was${n}`);
    Object.assign(values, { [`:pvf${n}`]: row.pvf, [`:row${n}`]: row.row, [`:was${n}`]: row.price });
  });
  const delta = round(rows.reduce((sum, { row }) => sum + round((row.pvf! - row.price) * row.quantity), 0));
  try {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: table,
              Key: { pk, sk },
              UpdateExpression: `SET ${set.join(', ')}`,
              ConditionExpression: conditions.join(' AND '),
              ExpressionAttributeNames: { '#rows': 'rows', '#row': 'row' },
              ExpressionAttributeValues: values,
            },
          },
          ...rows.map(({ row, at }) => ({
            Delete: {
              TableName: table,
              Key: at.wrong,
              ConditionExpression: 'price = :was',
              ExpressionAttributeValues: { ':was': row.price },
            },
          })),
          {
            Update: {
              TableName: table,
              Key: { pk: K.state, sk: 'state' },
              UpdateExpression: 'ADD totalPrice :d, wrongPrices :w',
              ExpressionAttributeValues: { ':d': delta, ':w': -rows.length },
            },
          },
        ],
      }),
    );
    return true;
  } catch (e) {
    if ((e as Error).name !== 'TransactionCanceledException') throw e;
    // Another write to the summary at the same moment: go again (a changed row is not retried).
    const reasons = (e as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
    if (
      attempt < 3 &&
      reasons.some((r) => r.Code === 'TransactionConflict') &&
      !reasons.some((r) => r.Code === 'ConditionalCheckFailed')
    )
      return setGroup(rows, attempt + 1);
    return false;
  }
}
