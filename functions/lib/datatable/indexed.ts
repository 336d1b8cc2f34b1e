/**
 * The indexed strategy: a big collection read by key range in the query's order. Paging walks
 * the range (DynamoDB has no offset): page N reads the compact rows of the pages before it, so a
 * range that pages deep must be a compact projection. The filters the range's key does not serve
 * are checked on the rows read; the total comes from counters, or from the walk when it ends.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../aws';
import { activePredicates, type IndexedSpec, type IndexRange, type ReadStats, type TableQuery } from './spec';

/** Items per Query while filters are checked in memory: about one 1 MB response of compact rows. */
const SCAN_CHUNK = 1000;

function sortRange<Row, Ctx>(sorts: Record<string, (ctx: Ctx) => IndexRange<Row>>, sortBy: string | undefined, ctx: Ctx) {
  const make = sorts[sortBy ?? 'default'];
  // The route's schema admits only declared sort keys, and the spec's type requires each of them.
  if (!make) throw new Error(`datatable: no range for sort ${sortBy}`);
  return make(ctx);
}

export async function readIndexed<Row, Ctx>(spec: IndexedSpec<TableQuery, Row, Ctx>, q: TableQuery, ctx: Ctx) {
  const sorts = spec.sorts as Record<string, (ctx: Ctx) => IndexRange<Row>>;
  const range = spec.narrow?.map((narrow) => narrow(q, ctx)).find((r) => r !== undefined) ?? sortRange(sorts, q.sort_by, ctx);
  const desc = q.sort_by ? q.sort_desc : (range.defaultDesc ?? false);
  const search = Object.fromEntries(Object.entries(q.search).filter(([field]) => !range.covers?.includes(field)));
  const tests = activePredicates(spec.filters as Record<string, (row: Row, value: never) => boolean>, search);

  const skip = (q.page - 1) * q.per_page;
  const wanted = skip + q.per_page + 1; // one more than the page tells whether another follows
  const rows: Row[] = [];
  let matched = 0;
  let itemsRead = 0;
  let capacity: number | null = null;
  let queries = 0;
  let start: Record<string, unknown> | undefined;
  let exhausted = false;
  let stopped = false;
  const walkLimit = tests.length ? (spec.walkLimit ?? Infinity) : Infinity;
  while (matched < wanted) {
    if (itemsRead >= walkLimit) {
      stopped = true;
      break;
    }
    const out = await dynamo().send(
      new QueryCommand({
        ...range.query,
        ScanIndexForward: !desc,
        Limit: tests.length ? Math.min(SCAN_CHUNK, walkLimit - itemsRead) : Math.min(wanted - matched, SCAN_CHUNK),
        ExclusiveStartKey: start,
        ReturnConsumedCapacity: 'TOTAL',
      }),
    );
    queries += 1;
    itemsRead += out.ScannedCount ?? out.Items?.length ?? 0;
    if (out.ConsumedCapacity?.CapacityUnits !== undefined) capacity = (capacity ?? 0) + out.ConsumedCapacity.CapacityUnits;
    const items = out.Items ?? [];
    let seen = 0;
    for (const item of items) {
      seen += 1;
      if (range.keep && !range.keep(item)) continue;
      const row = range.row(item);
      if (!tests.every((t) => t(row))) continue;
      matched += 1;
      if (matched > skip) rows.push(row);
      if (matched >= wanted) break;
    }
    if (seen === items.length && !out.LastEvaluatedKey) {
      exhausted = true;
      break;
    }
    start = out.LastEvaluatedKey;
  }
  // A walk to the end counted every match; otherwise only counters know the total (not when the
  // walk stopped short: pages past its limit could not be served).
  const total = exhausted ? matched : stopped ? null : ((await spec.count?.(q, ctx)) ?? null);
  const meta = { total, has_more: rows.length > q.per_page, ...(stopped ? { stopped_after: itemsRead } : {}) };
  return {
    answer: { data: rows.slice(0, q.per_page), meta },
    stats: { strategy: 'indexed', range: range.label, itemsRead, capacity, queries } satisfies ReadStats,
  };
}
