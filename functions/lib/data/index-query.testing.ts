/** Test support for index-query.ts: a query sent against the one ElectroDB built for the same access pattern. */
import { expect } from 'vitest';

type Input = Record<string, unknown>;

/** The key condition's shape: `=`, `begins_with` or `BETWEEN` on the sort key. */
const operator = (expression: unknown) => {
  const e = String(expression);
  return e.includes('begins_with') ? 'begins_with' : /between/i.test(e) ? 'between' : e.includes('>=') ? '>=' : '=';
};

/** Same index, key attributes, key values, key condition, limit, order and projected attributes. */
export function expectSameIndexQuery(sent: Input, electro: Input, projected?: readonly string[]): void {
  const names = (i: Input) => (i.ExpressionAttributeNames ?? {}) as Record<string, string>;
  const values = (i: Input) => Object.values((i.ExpressionAttributeValues ?? {}) as object).sort();
  expect(sent.IndexName).toBe(electro.IndexName);
  expect(sent.TableName).toBe(electro.TableName);
  expect([names(sent)['#pk'], names(sent)['#sk1']]).toEqual([names(electro)['#pk'], names(electro)['#sk1']]);
  expect(values(sent)).toEqual(values(electro));
  expect(operator(sent.KeyConditionExpression)).toBe(operator(electro.KeyConditionExpression));
  expect(sent.Limit).toBe(electro.Limit);
  expect(sent.ScanIndexForward ?? true).toBe(electro.ScanIndexForward ?? true);
  if (projected) {
    const listed = String(sent.ProjectionExpression)
      .split(', ')
      .map((n) => names(sent)[n]);
    expect(listed).toEqual([...projected]);
  } else expect(sent.ProjectionExpression).toBeUndefined();
}
