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
        set[path(input, target)] = plain ? values[plain[1]!] : text(input, value);
      } else {
        const [target, value] = clause.trim().split(/\s+/);
        add[`${action === 'DELETE' ? 'DELETE ' : ''}${path(input, target!)}`] = values[value!];
      }
    }
  }
  return { set, add, remove: remove.sort() };
}

/**
 * An expression as text: names and values put in, grouping parentheses dropped (a function's own
 * kept), keywords upper-cased, spacing collapsed; so both libraries' expressions read alike.
 */
function text(input: Input, expression: string | undefined): string | undefined {
  if (expression === undefined) return undefined;
  const calls: boolean[] = [];
  let out = '';
  const source = path(input, expression);
  for (const [i, ch] of [...source].entries()) {
    if (ch === '(') {
      calls.push(/\w/.test(source[i - 1] ?? ''));
      if (calls.at(-1)) out += ch;
    } else if (ch === ')') {
      if (calls.pop()) out += ch;
    } else out += ch;
  }
  return out
    .replace(/\b(and|or|not|between)\b/gi, (k) => k.toUpperCase())
    .replace(/\s+/g, ' ')
    .replace(/\( /g, '(')
    .replace(/ \)/g, ')')
    .trim()
    .replace(/:\w+/g, (v) => (v in valuesOf(input) ? JSON.stringify(valuesOf(input)[v]) : v));
}

/** A ConditionExpression as text (see `text`): `attribute_exists(dir) AND pth = "14-230"`. */
export const conditionText = (input: Input): string => text(input, input.ConditionExpression) ?? '';

/**
 * The condition's parts, sorted. ElectroDB asks `pk` and `sk` to exist, toolbox an attribute every
 * item has (`present`): both read `exists(item)`.
 */
export function conditionOf(input: Input, present: string): string[] {
  const parts = conditionText(input)
    .split(' AND ')
    .map((part) => part.replace(new RegExp(`\\((pk|sk|${present})\\)$`), '(item)'));
  return [...new Set(parts)].sort();
}

/** The index and key condition of a query (as text, see `text`); the table's own keys: index undefined. */
export const keyConditionOf = (input: Input) => ({ index: input.IndexName, key: text(input, input.KeyConditionExpression) });

/**
 * A query's meaning: table, index, key condition and filter (as text, see `text`), page size,
 * order and the attributes projected.
 */
export function queryOf(input: Input) {
  return {
    table: input.TableName,
    ...keyConditionOf(input),
    filter: text(input, input.FilterExpression),
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
