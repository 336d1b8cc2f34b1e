/**
 * Raw DynamoDB params for the entities on dynamodb-toolbox, in plain SDK types so no toolbox type
 * reaches a caller (see warehouse-send.ts): key-range Queries on an index (for datatable ranges,
 * and index reads toolbox would filter on the entity marker: gsi4 projects only `row`), a pager for
 * them, raw items read back as an entity's declared type, and toolbox `.params()` as transaction
 * items.
 */
import { QueryCommand, ScanCommand, type QueryCommandInput, type ScanCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../aws';
import { env } from '../env';
import type { TransactItems } from './transact';

export type ItemKey = Record<string, unknown>;
export type TransactPut = NonNullable<TransactItems[number]['Put']>;
export type TransactUpdate = NonNullable<TransactItems[number]['Update']>;
export type TransactDelete = NonNullable<TransactItems[number]['Delete']>;
/** The table and key of one item (a transaction's ConditionCheck target, a Get's). */
export interface ItemTarget {
  TableName: string;
  Key: ItemKey;
}

// ---------------------------------------------------------------- existence conditions

// Toolbox conditions name only schema attributes, and pk/sk are not: these name the keys, in the
// words the entities' tests compare with.
const KEY_NAMES = { '#pk': 'pk', '#sk': 'sk' };

/** A create (a put refused over an existing item); `names`: the params' own, kept. */
export const createCondition = (names: Record<string, string> = {}) => ({
  ConditionExpression: 'attribute_not_exists(#pk) AND attribute_not_exists(#sk)',
  ExpressionAttributeNames: { ...names, ...KEY_NAMES },
});

/** A patch or remove: the item must exist, `and` (if given) must hold too. */
export const existsCondition = (names: Record<string, string> = {}, and?: string) => ({
  ConditionExpression: `attribute_exists(#pk) AND attribute_exists(#sk)${and ? ` AND ${and}` : ''}`,
  ExpressionAttributeNames: { ...names, ...KEY_NAMES },
});

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

/** The sort-key condition; the key strings are the table's (see `edbKey`). `from`: at or after. */
export type SortKeyCondition =
  { eq: string } | { beginsWith: string } | { between: readonly [string, string] } | { from: string };

export interface KeyQuery {
  /** A global index (its keys `gsiNpk`/`gsiNsk`); absent: the table (`pk`/`sk`). */
  index?: 'gsi1' | 'gsi2' | 'gsi3' | 'gsi4';
  partition: string;
  /** Absent: the whole partition. */
  range?: SortKeyCondition;
  /** Highest sort key first. */
  reverse?: boolean;
  /** DynamoDB's Limit: the items one page reads. */
  limit?: number;
  /** Top-level attributes to read (a projection); all when absent. */
  attributes?: readonly string[];
  /** A hand-written filter, with its own names and values. */
  filter?: { expression: string; names?: Record<string, string>; values?: Record<string, unknown> };
}

/**
 * The Query for a key range, with the expression, placeholders (`#pk`, `#sk1`, `:sk1`, `:sk2`) and
 * params of the former models the entities' tests build, so a test can compare the two whole (a
 * filter adds its own).
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
  Object.assign(names, q.filter?.names);
  Object.assign(values, q.filter?.values);
  return {
    KeyConditionExpression: condition,
    ...(q.filter ? { FilterExpression: q.filter.expression } : {}),
    TableName: env.tableName(),
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
    ...(q.index ? { IndexName: q.index } : {}),
    ...(q.attributes?.length ? { ProjectionExpression: q.attributes.map((_, i) => `#a${i}`).join(', ') } : {}),
    ...(q.reverse ? { ScanIndexForward: false } : {}),
    ...(q.limit === undefined ? {} : { Limit: q.limit }),
  };
}

export interface QueryPagesOptions {
  /** Pages read at most (default 1; Infinity: all). */
  maxPages?: number;
  /** Only this entity's items: others stored in the same key range are left out. */
  entity?: string;
  /** Where to carry on (a previous answer's `next`). */
  start?: ItemKey;
}

/** The raw items of a query and where it stopped (`next`: undefined when it reached the end). */
export async function queryPages(
  input: QueryCommandInput,
  options: QueryPagesOptions = {},
): Promise<{ items: Record<string, unknown>[]; next: ItemKey | undefined }> {
  const { maxPages = 1, entity } = options;
  const items: Record<string, unknown>[] = [];
  let start = options.start;
  for (let page = 0; page < maxPages; page++) {
    const answer = await dynamo().send(new QueryCommand({ ...input, ExclusiveStartKey: start }));
    for (const item of answer.Items ?? []) {
      if (entity === undefined || item.__edb_e__ === undefined || item.__edb_e__ === entity) items.push(item);
    }
    start = answer.LastEvaluatedKey;
    if (!start) break;
  }
  return { items, next: start };
}

/**
 * A key-range query's items read as the entity's (`format`, see `rawFormat`), a projection's
 * `attributes` alone; `options` as `queryPages`'.
 */
export async function queryFormatted<T>(format: RawFormat<T>, q: KeyQuery, options: QueryPagesOptions = {}): Promise<T[]> {
  const { attributes } = q;
  return (await queryPages(keyQueryInput(q), options)).items.map((i) => format(i, { attributes }));
}

/**
 * The items a filtered Scan of the table finds, one at a time: for migrations, never an API call.
 * Small pages, so each request stays cheap for the table (and for DynamoDB Local's heap).
 */
export async function* scanItems(
  input: Omit<ScanCommandInput, 'TableName' | 'Limit' | 'ExclusiveStartKey'>,
): AsyncGenerator<Record<string, unknown>> {
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new ScanCommand({ TableName: env.tableName(), ...input, Limit: 500, ExclusiveStartKey: start }),
    );
    start = page.LastEvaluatedKey;
    yield* page.Items ?? [];
  } while (start);
}

/** The one item a key query on a unique index finds (`limit` 1), as the entity reads it, if any. */
export async function findFormatted<T>(format: RawFormat<T>, q: Omit<KeyQuery, 'limit'>): Promise<T | undefined> {
  const [found] = await queryFormatted(format, { ...q, limit: 1 });
  return found;
}

/** Reads raw items (a raw query's, a BatchGet's) as the entity's: keys and markers dropped. */
export type RawFormat<T> = (item: object, options?: { attributes?: readonly string[] }) => T;

/** What the reader needs of a toolbox entity's schema (its own types are not worked out here). */
interface SchemaShape {
  schema: { attributes: Record<string, { props: { savedAs?: string; hidden?: unknown } }> };
}

/**
 * The reader of an entity's raw items as its declared type `T`, worked out from the entity's schema
 * on first use (so it cannot drift from what the entity writes): attributes saved under other names
 * renamed, hidden ones (keys, markers) dropped, `attributes` (a projection's) kept alone. No per-item
 * validation: toolbox's formatter costs four to five times the former library's parse on big reads
 * (the intranet's 12,000-item sections, shipment lists, ticket listings), and the items are the
 * entity's own writes.
 */
export function rawFormat<T>(entity: () => object): RawFormat<T> {
  let names: (readonly [saved: string, name: string])[] | undefined;
  return (item, options) => {
    names ??= Object.entries((entity() as SchemaShape).schema.attributes)
      .filter(([, a]) => a.props.hidden !== true)
      .map(([name, a]) => [a.props.savedAs ?? name, name] as const);
    const only = options?.attributes && new Set(options.attributes);
    const stored = item as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const [saved, name] of names) {
      const value = stored[saved];
      if (value !== undefined && (!only || only.has(name))) out[name] = value;
    }
    return out as T;
  };
}
