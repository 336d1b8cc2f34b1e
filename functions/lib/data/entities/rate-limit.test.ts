import { Entity } from 'electrodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureSent } from '../toolbox.testing';
import { addHit } from './rate-limit';

// The ElectroDB model this entity had before dynamodb-toolbox: stored items must stay byte-identical.
const electro = new Entity(
  {
    model: { entity: 'rateLimit', version: '1', service: 'portal' },
    attributes: {
      bucket: { type: 'string', required: true },
      key: { type: 'string', required: true },
      windowStart: { type: 'number', required: true },
      hits: { type: 'number' },
      expiresAt: { type: 'number' },
    },
    indexes: {
      byKey: { pk: { field: 'pk', composite: ['bucket', 'key', 'windowStart'] }, sk: { field: 'sk', composite: [] } },
    },
  } as const,
  { table: 'portal' },
);

interface Update {
  Key: unknown;
  UpdateExpression: string;
  ConditionExpression: string;
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues: Record<string, unknown>;
}
/** Each clause's assignments, `SET name` / `ADD name` → value (if_not_exists(x, v) read as v). */
function clauses(u: Update): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [, verb, body] of u.UpdateExpression.matchAll(/(SET|ADD) (.+?)(?= (?:SET|ADD) |$)/g))
    for (const part of body!.split(/, (?=#)/)) {
      const [name, value] = part.split(verb === 'SET' ? ' = ' : ' ') as [string, string];
      out[`${verb} ${u.ExpressionAttributeNames[name]}`] = u.ExpressionAttributeValues[/(:\w+)\)?$/.exec(value)![1]!];
    }
  return out;
}
const condition = (u: Update) =>
  u.ConditionExpression.replace(/#\w+/g, (n) => u.ExpressionAttributeNames[n]!)
    .replace(/:\w+/g, (v) => String(u.ExpressionAttributeValues[v]))
    .replace(/[()]/g, '');

describe('rate-limit counters on dynamodb-toolbox', () => {
  afterEach(() => vi.restoreAllMocks());

  it('adds a hit as ElectroDB did: same key, same SET and ADD, same condition', async () => {
    const sent = captureSent();
    const window = { bucket: 'Password-Create:Email', key: 'Joan@X.cat', windowStart: 1_764_000_000 };
    await addHit(window, 5, 1_764_000_960);
    const mine = sent[0]!.input as unknown as Update;
    const theirs = electro
      .update(window)
      .add({ hits: 1 })
      .set({ expiresAt: 1_764_000_960 })
      .where((a, op) => `${op.notExists(a.hits)} OR ${op.lt(a.hits, 5)}`)
      .params() as Update;
    expect(mine.Key).toStrictEqual(theirs.Key);
    expect(clauses(mine)).toStrictEqual(clauses(theirs));
    expect(clauses(mine)).toMatchObject({ 'ADD hits': 1, 'SET expiresAt': 1_764_000_960, 'SET __edb_v__': '1' });
    expect(condition(mine)).toBe(condition(theirs));
  });
});
