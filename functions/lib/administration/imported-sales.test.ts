/**
 * The labs statistics' read in isolation: 1900-01-01 to today was one query per month
 * (1,523 of them, past API Gateway's 29 s); it is now one key-range query on the laboratory's date
 * index, whatever the range, and the items written carry that index's keys.
 */
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { salesOfLaboratory } from './imported-sales';

const ddb = mockClient(DynamoDBDocumentClient);
const sale = (date: string, distributorId: number) => ({ date, distributorId, sk: `${date}#import#b#0000001` });

beforeEach(() => {
  Object.assign(process.env, { TABLE_NAME: 'portal', AWS_ACCESS_KEY_ID: 'x', AWS_SECRET_ACCESS_KEY: 'y' });
  ddb.reset();
});

describe('salesOfLaboratory', () => {
  it('reads 1900-01-01 to today with one key-range query on the laboratory index', async () => {
    ddb
      .on(QueryCommand)
      .resolvesOnce({ Items: [sale('1901-02-03', 1)], LastEvaluatedKey: { pk: 'x', sk: 'y' } })
      .resolves({ Items: [sale('2026-11-27', 2), sale('2026-11-28', 1)] });
    const rows = await salesOfLaboratory(2001, '1900-01-01', '2026-11-28', [1]);
    expect(rows.map((r) => r.date)).toEqual(['1901-02-03']);
    const queries = ddb.commandCalls(QueryCommand).map((c) => c.args[0].input);
    // Two pages of the same query: no query per month.
    expect(queries).toHaveLength(2);
    expect(queries[0]).toMatchObject({
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': '$sale#lab#2001', ':from': '1900-01-01#', ':to': '2026-11-28#' },
    });
    expect(queries[1]!.ExclusiveStartKey).toEqual({ pk: 'x', sk: 'y' });
  });
});
