/**
 * Test support for the entities' compat tests: what DynamoDB params mean (an update, a condition, a
 * query), placeholders replaced by the names and values they stand for, so params sent through
 * dynamodb-toolbox or raw-params.ts compare with the ones ElectroDB built, whatever each names its
 * placeholders. Anything these do not recognise is kept as text, so a difference still shows.
 */
import { expect } from 'vitest';

type Input = {
  UpdateExpression?: string;
  ConditionExpression?: string;
  KeyConditionExpression?: string;
  FilterExpression?: string;
  ProjectionExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, unknown>;
  TableName?: string;
  IndexName?: string;
  Limit?: number;
  ScanIndexForward?: boolean;
};

const namesOf = (input: Input) => input.ExpressionAttributeNames ?? {};
const valuesOf = (input: Input) => input.ExpressionAttributeValues ?? {};
/** An attribute path with its names put in (`#a.#b[0]` → `a.b[0]`). */
const path = (input: Input, text: string) => text.replace(/#\w+/g, (n) => namesOf(input)[n] ?? n);
/** An expression with names and values put in (values as JSON). */
const resolved = (input: Input, text: string) =>
  path(input, text).replace(/:\w+/g, (v) => (v in valuesOf(input) ? JSON.stringify(valuesOf(input)[v]) : v));

/**
 * The attributes an update sets (name → value; `if_not_exists(a, :v)` read as a set of `:v`, other
 * expressions as their text), adds to (ADD) and removes.
 */
export function updateOf(input: Input): { set: Record<string, unknown>; add: Record<string, unknown>; remove: string[] } {
  const values = valuesOf(input);
  const set: Record<string, unknown> = {};
  const add: Record<string, unknown> = {};
  const remove: string[] = [];
  const clauses = (input.UpdateExpression ?? '').split(/\b(SET|REMOVE|ADD|DELETE)\s+/).slice(1);
  for (let i = 0; i < clauses.length; i += 2) {
    const [action, body] = [clauses[i]!, clauses[i + 1]!.trim()];
    for (const clause of body.split(/,\s*(?![^(]*\))/)) {
      if (action === 'REMOVE') remove.push(path(input, clause.trim()));
      else if (action === 'SET') {
        const [, target = clause, value = ''] = /^(\S+) = (.*)$/.exec(clause.trim()) ?? [];
        const plain = /^(?:if_not_exists\(\S+, )?(:\w+)\)?$/.exec(value.trim());
        set[path(input, target)] = plain ? values[plain[1]!] : resolved(input, value);
      } else {
        const [target, value] = clause.trim().split(/\s+/);
        add[`${action === 'DELETE' ? 'DELETE ' : ''}${path(input, target!)}`] = values[value!];
      }
    }
  }
  return { set, add, remove: remove.sort() };
}

/**
 * The condition's parts, attribute names in place of placeholders, sorted. ElectroDB asks `pk` and
 * `sk` to exist, toolbox an attribute every item has (`present`): both read `exists(item)`.
 */
export function conditionOf(input: Input, present: string): string[] {
  const expression = path(input, input.ConditionExpression ?? '');
  const parts = expression
    .split(/\s+AND\s+/i)
    .map((part) => part.replace(/^\((.*)\)$/, '$1').replace(new RegExp(`\\((pk|sk|${present})\\)$`), '(item)'));
  return [...new Set(parts)].sort();
}

/** An expression read the same whatever its parentheses around `and` parts and its case. */
const normalized = (input: Input, text: string | undefined) =>
  text === undefined
    ? undefined
    : resolved(input, text)
        .replace(/^\((.*)\)$/, '$1')
        .replace(/\) and \(/gi, ' and ')
        .toLowerCase();

/**
 * A query's meaning: table, index, key condition and filter (names and values put in), page size,
 * order and the attributes projected.
 */
export function queryOf(input: Input) {
  return {
    table: input.TableName,
    index: input.IndexName,
    key: normalized(input, input.KeyConditionExpression),
    filter: normalized(input, input.FilterExpression),
    limit: input.Limit,
    descending: input.ScanIndexForward === false,
    projected: input.ProjectionExpression?.split(/,\s*/).map((n) => path(input, n)),
  };
}

/**
 * A raw index query (raw-params.ts) against the one ElectroDB built for the same access pattern:
 * the same but for ElectroDB's filter on its entity markers (the raw query's caller formats only
 * its entity's items) and ElectroDB's projection: the raw one projects `projected`, or all.
 */
export function expectSameIndexQuery(sent: Input, electro: Input, projected?: readonly string[]): void {
  const { filter: _sent, projected: listed, ...mine } = queryOf(sent);
  const { filter: _electro, projected: _theirs, ...theirs } = queryOf(electro);
  expect(mine).toStrictEqual(theirs);
  expect(listed).toStrictEqual(projected ? [...projected] : undefined);
}
