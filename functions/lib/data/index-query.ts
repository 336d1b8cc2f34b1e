/**
 * Queries of ElectroDB's global indexes for entities moved to dynamodb-toolbox (issue 8 item 6):
 * the toolbox table declares no index, so these build the raw `QueryCommandInput` ElectroDB sent
 * (`gsiNpk` equal, a condition on `gsiNsk`) and page it with the document client. Entity modules
 * format the raw items (keys and markers dropped) with their own toolbox entity.
 */
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../aws';
import { env } from '../env';

/** The sort-key condition: the key strings are ElectroDB's (see `edbKey`). */
export type SortKeyCondition = { eq: string } | { beginsWith: string } | { between: readonly [string, string] };

export interface IndexQuery {
  index: 'gsi1' | 'gsi2' | 'gsi3' | 'gsi4';
  partition: string;
  range: SortKeyCondition;
  /** Highest sort key first (ElectroDB's `order: 'desc'`). */
  reverse?: boolean;
  /** DynamoDB's Limit: the items one page reads (ElectroDB's `limit`). */
  limit?: number;
  /** Top-level attributes to read (a projection); all when absent. */
  attributes?: readonly string[];
}

export function indexQueryInput(q: IndexQuery): QueryCommandInput {
  const names: Record<string, string> = { '#pk': `${q.index}pk`, '#sk': `${q.index}sk` };
  const values: Record<string, unknown> = { ':pk': q.partition };
  let sk: string;
  if ('eq' in q.range) {
    sk = '#sk = :sk';
    values[':sk'] = q.range.eq;
  } else if ('beginsWith' in q.range) {
    sk = 'begins_with(#sk, :sk)';
    values[':sk'] = q.range.beginsWith;
  } else {
    sk = '#sk BETWEEN :sk AND :sk2';
    [values[':sk'], values[':sk2']] = q.range.between;
  }
  q.attributes?.forEach((name, i) => (names[`#a${i}`] = name));
  return {
    TableName: env.tableName(),
    IndexName: q.index,
    KeyConditionExpression: `#pk = :pk AND ${sk}`,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
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
