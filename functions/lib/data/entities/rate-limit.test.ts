import { Entity } from 'electrodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { conditionText, updateOf } from '../params.testing';
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
    expect(updateOf(mine)).toStrictEqual(updateOf(theirs));
    expect(updateOf(mine)).toMatchObject({ add: { hits: 1 }, set: { expiresAt: 1_764_000_960, __edb_v__: '1' } });
    expect(conditionText(mine)).toBe(conditionText(theirs));
  });
});
