/**
 * Queries of ElectroDB-shaped indexes for the warehouse logistics entities on dynamodb-toolbox
 * (consignment, freight-shipment, mid, mid-out-relation, delivery-note). The toolbox table
 * (../toolbox.ts) declares no secondary index, so these queries are written here as ElectroDB wrote
 * them (same key condition, limit, order and projection) and their raw items are formatted by each
 * entity module. Every sort-key condition names the entity's own key prefix, as ElectroDB's did.
 */
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../aws';
import { env } from '../../env';

/** Raw DynamoDB params for transactions (lib-dynamodb shapes). */
export interface Target {
  TableName: string;
  Key: Record<string, unknown>;
}
export interface PutParams {
  TableName: string;
  Item: Record<string, unknown>;
  ConditionExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, unknown>;
}
export interface UpdateParams extends Target {
  UpdateExpression: string;
  ConditionExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, unknown>;
}
export interface DeleteParams extends Target {
  ConditionExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, unknown>;
}

export type KeyRange = { beginsWith: string } | { eq: string } | { between: readonly [string, string] };

export interface IndexQuery {
  /** A GSI (keys `<index>pk` / `<index>sk`); the table's own keys when absent. */
  index?: 'gsi1' | 'gsi2' | 'gsi3';
  partition: string;
  range: KeyRange;
  /** Top-level attributes to read (ElectroDB's `attributes`); the keys are read with them. */
  attributes?: readonly string[];
  /** A hand-written filter (ElectroDB's `where`), its names and values. */
  filter?: { expression: string; names?: Record<string, string>; values?: Record<string, unknown> };
  /** DynamoDB's Limit: items read per page (ElectroDB's `limit`). */
  limit?: number;
  /** Newest (highest sort key) first: ElectroDB's `order: 'desc'`. */
  reverse?: boolean;
}

/** The QueryCommandInput of a query, ElectroDB's expression and all. */
export function indexQueryInput(q: IndexQuery): QueryCommandInput {
  const pk = q.index ? `${q.index}pk` : 'pk';
  const sk = q.index ? `${q.index}sk` : 'sk';
  const names: Record<string, string> = { '#pk': pk, '#sk1': sk, ...q.filter?.names };
  const values: Record<string, unknown> = { ':pk': q.partition, ...q.filter?.values };
  let condition: string;
  if ('beginsWith' in q.range) {
    condition = '#pk = :pk and begins_with(#sk1, :sk1)';
    values[':sk1'] = q.range.beginsWith;
  } else if ('eq' in q.range) {
    condition = '#pk = :pk and #sk1 = :sk1';
    values[':sk1'] = q.range.eq;
  } else {
    condition = '#pk = :pk and #sk1 BETWEEN :sk1 AND :sk2';
    [values[':sk1'], values[':sk2']] = q.range.between;
  }
  let projection: string | undefined;
  if (q.attributes?.length) {
    const read = [...new Set([pk, sk, 'pk', 'sk', ...q.attributes])];
    const placeholders = read.map((name, i) => {
      const existing = Object.entries(names).find(([, n]) => n === name)?.[0];
      if (existing) return existing;
      names[`#p${i}`] = name;
      return `#p${i}`;
    });
    projection = placeholders.join(', ');
  }
  return {
    TableName: env.tableName(),
    ...(q.index ? { IndexName: q.index } : {}),
    KeyConditionExpression: condition,
    ...(q.filter ? { FilterExpression: q.filter.expression } : {}),
    ...(projection ? { ProjectionExpression: projection } : {}),
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
    ...(q.reverse ? { ScanIndexForward: false } : {}),
    ...(q.limit !== undefined ? { Limit: q.limit } : {}),
  };
}

/**
 * The raw items of a query, `maxPages` pages at most (Infinity: all, ElectroDB's `pages: 'all'`);
 * items another entity stored under the same keys are left out, as ElectroDB's ownership check did.
 */
export async function queryRawItems(entityName: string, q: IndexQuery, maxPages = 1): Promise<Record<string, unknown>[]> {
  const input = indexQueryInput(q);
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  let pages = 0;
  do {
    const page = await dynamo().send(new QueryCommand({ ...input, ...(start ? { ExclusiveStartKey: start } : {}) }));
    for (const item of page.Items ?? []) {
      const owner = item.__edb_e__;
      if (owner === undefined || owner === entityName) items.push(item);
    }
    start = page.LastEvaluatedKey;
    pages += 1;
  } while (start && pages < maxPages);
  return items;
}
