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

/**
 * The rows' price set to their pvf, each row in one transaction with its wrong-price item's
 * deletion and the summary's counters (a row at a time: counters never drift). A row fixed
 * meanwhile is left. Answers the rows set.
 */
export async function setToPvf(items: StagedItem[], state: StagingState): Promise<number> {
  const table = env.tableName();
  const PARALLEL = 8;
  let updated = 0;
  for (let i = 0; i < items.length; i += PARALLEL)
    await Promise.all(
      items.slice(i, i + PARALLEL).map((row) => {
        const at = stagedKey(row.id, state.generation)!;
        return dynamo()
          .send(
            new TransactWriteCommand({
              TransactItems: [
                {
                  Update: {
                    TableName: table,
                    Key: { pk: at.pk, sk: at.sk },
                    UpdateExpression: `SET #rows[${at.index}].price = :pvf`,
                    ConditionExpression: `#rows[${at.index}].#row = :row AND #rows[${at.index}].price = :was`,
                    ExpressionAttributeNames: { '#rows': 'rows', '#row': 'row' },
                    ExpressionAttributeValues: { ':pvf': row.pvf, ':was': row.price, ':row': row.row },
                  },
                },
                {
                  Delete: {
                    TableName: table,
                    Key: at.wrong,
                    ConditionExpression: 'price = :was',
                    ExpressionAttributeValues: { ':was': row.price },
                  },
                },
                {
                  Update: {
                    TableName: table,
                    Key: { pk: K.state, sk: 'state' },
                    UpdateExpression: 'ADD totalPrice :d, wrongPrices :w',
                    ExpressionAttributeValues: { ':d': round((row.pvf! - row.price) * row.quantity), ':w': -1 },
                  },
                },
              ],
            }),
          )
          .then(() => updated++)
          .catch((e: Error) => {
            // Someone fixed the same row meanwhile: nothing left to do for it.
            if (e.name !== 'TransactionCanceledException') throw e;
          });
      }),
    );
  return updated;
}
