/**
 * Raw DynamoDB params for the entities on dynamodb-toolbox (issue 8 item 6), in plain SDK types so no
 * toolbox type reaches a caller (see warehouse-send.ts): the key-range Queries ElectroDB's
 * `query.<index>(...)` sent (for datatable ranges, and index reads toolbox would filter on the entity
 * marker: gsi4 projects only `row`), a pager for them, raw items read back as an entity's declared
 * type, and toolbox `.params()` as transaction items.
 */
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { EntityFormatter } from 'dynamodb-toolbox/entity/actions/format';
import { dynamo } from '../aws';
import { env } from '../env';
import type { TransactItems } from './transact';

export type ItemKey = Record<string, unknown>;
export type TransactPut = NonNullable<TransactItems[number]['Put']>;
export type TransactUpdate = NonNullable<TransactItems[number]['Update']>;
export type TransactDelete = NonNullable<TransactItems[number]['Delete']>;

// ---------------------------------------------------------------- transaction items

/** What toolbox's `.params()` adds to the SDK's input: the parsed item, which DynamoDB must not see. */
interface ToolboxParams {
  ToolboxItem?: unknown;
}

/** A toolbox put's params (`new PutItemCommand(E(), item).params()`) as a transaction's Put. */
export function transactPut(params: Omit<TransactPut, 'Item'> & { Item?: ItemKey | undefined } & ToolboxParams): TransactPut {
  const { ToolboxItem: _, Item, ...rest } = params;
  return { ...rest, Item: Item! };
}

/** A toolbox update's params (`new UpdateItemCommand(E(), item).params()`) as a transaction's Update. */
export function transactUpdate(
  params: Omit<TransactUpdate, 'Key' | 'UpdateExpression'> & {
    Key?: ItemKey | undefined;
    UpdateExpression?: string | undefined;
  } & ToolboxParams,
): TransactUpdate {
  const { ToolboxItem: _, Key, UpdateExpression, ...rest } = params;
  return { ...rest, Key: Key!, UpdateExpression: UpdateExpression! };
}

/** A toolbox delete's params (`new DeleteItemCommand(E(), key).params()`) as a transaction's Delete. */
export function transactDelete(
  params: Omit<TransactDelete, 'Key'> & { Key?: ItemKey | undefined } & ToolboxParams,
): TransactDelete {
  const { ToolboxItem: _, Key, ...rest } = params;
  return { ...rest, Key: Key! };
}

// ---------------------------------------------------------------- key-range queries

/** The sort-key condition; the key strings are ElectroDB's (see `edbKey`). `from`: at or after. */
export type SortKeyCondition =
  { eq: string } | { beginsWith: string } | { between: readonly [string, string] } | { from: string };

export interface KeyQuery {
  /** A global index (its keys `gsiNpk`/`gsiNsk`); absent: the table (`pk`/`sk`). */
  index?: 'gsi1' | 'gsi2' | 'gsi3' | 'gsi4';
  partition: string;
  /** Absent: the whole partition. */
  range?: SortKeyCondition;
  /** Highest sort key first (ElectroDB's `order: 'desc'`). */
  reverse?: boolean;
  /** DynamoDB's Limit: the items one page reads (ElectroDB's `limit`). */
  limit?: number;
  /** Top-level attributes to read (a projection); all when absent. */
  attributes?: readonly string[];
}

/**
 * The Query ElectroDB sends for a key range: the same expression, placeholders (`#pk`, `#sk1`,
 * `:sk1`, `:sk2`) and params, so a test can compare the two whole.
 */
export function keyQueryInput(q: KeyQuery): QueryCommandInput {
  const names: Record<string, string> = { '#pk': q.index ? `${q.index}pk` : 'pk' };
  const values: Record<string, unknown> = { ':pk': q.partition };
  let condition = '#pk = :pk';
  if (q.range) {
    names['#sk1'] = q.index ? `${q.index}sk` : 'sk';
    if ('eq' in q.range) {
      condition += ' and #sk1 = :sk1';
      values[':sk1'] = q.range.eq;
    } else if ('beginsWith' in q.range) {
      condition += ' and begins_with(#sk1, :sk1)';
      values[':sk1'] = q.range.beginsWith;
    } else if ('from' in q.range) {
      condition += ' and #sk1 >= :sk1';
      values[':sk1'] = q.range.from;
    } else {
      condition += ' and #sk1 BETWEEN :sk1 AND :sk2';
      [values[':sk1'], values[':sk2']] = q.range.between;
    }
  }
  q.attributes?.forEach((name, i) => (names[`#a${i}`] = name));
  return {
    KeyConditionExpression: condition,
    TableName: env.tableName(),
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
    ...(q.index ? { IndexName: q.index } : {}),
    ...(q.attributes?.length ? { ProjectionExpression: q.attributes.map((_, i) => `#a${i}`).join(', ') } : {}),
    ...(q.reverse ? { ScanIndexForward: false } : {}),
    ...(q.limit === undefined ? {} : { Limit: q.limit }),
  };
}

/** The raw items of a query, `maxPages` pages at most (ElectroDB's `pages`, default 1). */
export async function queryItems(input: QueryCommandInput, maxPages = 1): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  for (let page = 0; page < maxPages; page++) {
    const answer = await dynamo().send(new QueryCommand({ ...input, ExclusiveStartKey: start }));
    items.push(...(answer.Items ?? []));
    start = answer.LastEvaluatedKey;
    if (!start) break;
  }
  return items;
}

/** Reads raw items (a raw query's, a BatchGet's) as the entity's: keys and markers dropped. */
export type RawFormat<T> = (item: object, options?: { attributes?: readonly string[] }) => T;

/**
 * The formatter of an entity's raw items as its declared type `T` (toolbox's formatter, built on
 * first use; its inferred type stays here, callers name `T`). `attributes`: a projection's.
 */
export function rawFormat<T>(entity: () => object): RawFormat<T> {
  let formatter: { format: RawFormat<T> } | undefined;
  return (item, options) =>
    (formatter ??= new EntityFormatter(entity() as never) as unknown as { format: RawFormat<T> }).format(item, options);
}
