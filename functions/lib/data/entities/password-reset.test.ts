import { Entity } from 'electrodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { conditionText } from '../params.testing';
import { captureSent } from '../toolbox.testing';
import {
  createResetToken,
  deleteResetTokens,
  deleteValidResetToken,
  getResetToken,
  putResetToken,
  resetTokensOfAccount,
  type PasswordResetItem,
} from './password-reset';

// The ElectroDB model this entity had before dynamodb-toolbox: stored items must stay byte-identical.
const electro = new Entity(
  {
    model: { entity: 'passwordReset', version: '1', service: 'portal' },
    attributes: {
      tokenHash: { type: 'string', required: true },
      accountId: { type: 'number', required: true },
      email: { type: 'string', required: true },
      createdAt: { type: 'string', required: true },
      expiresAt: { type: 'number', required: true },
    },
    indexes: {
      byToken: { pk: { field: 'pk', composite: ['tokenHash'] }, sk: { field: 'sk', composite: [] } },
      byAccount: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['accountId'] },
        sk: { field: 'gsi1sk', composite: ['createdAt'] },
      },
    },
  } as const,
  { table: 'portal' },
);

const token: PasswordResetItem = {
  tokenHash: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
  accountId: 120,
  email: 'Farmacia@Example.com',
  createdAt: '2026-11-25T10:00:00.000Z',
  expiresAt: 1_764_068_400,
};
const stored = electro.put(token).params().Item as Record<string, unknown>;
const read = { ...electro.parse({ Item: stored }).data };

interface Condition {
  ConditionExpression: string;
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues?: Record<string, unknown>;
}

describe('password-reset tokens on dynamodb-toolbox', () => {
  afterEach(() => vi.restoreAllMocks());

  it("creates and puts ElectroDB's items, keys, gsi1 keys and markers byte for byte", async () => {
    const sent = captureSent();
    await createResetToken(token);
    await putResetToken(token);
    expect(sent[0]!.input).toStrictEqual(electro.create(token).params());
    expect(sent[1]!.input.Item).toStrictEqual(stored);
    expect(sent[1]!.input.ConditionExpression).toBeUndefined();
  });

  it("deletes ElectroDB's keys: unconditionally, or while the token is the account's and unexpired", async () => {
    const sent = captureSent();
    await deleteResetTokens([token.tokenHash]);
    await deleteValidResetToken(token, 1_764_000_000);
    const key = electro.delete({ tokenHash: token.tokenHash }).params().Key;
    expect(sent[0]!.input).toStrictEqual({ TableName: 'portal', Key: key });
    expect(sent[1]!.input.Key).toStrictEqual(key);
    const theirs = electro
      .delete({ tokenHash: token.tokenHash })
      .where((a, op) => `${op.eq(a.accountId, 120)} AND ${op.gt(a.expiresAt, 1_764_000_000)}`)
      .params() as Condition;
    expect(conditionText(sent[1]!.input)).toBe(conditionText(theirs));
  });

  it("gets ElectroDB's key and reads its item back (null when missing)", async () => {
    const sent = captureSent({ Item: stored });
    expect(await getResetToken(token.tokenHash)).toStrictEqual(read);
    expect(sent[0]!.input.Key).toStrictEqual(electro.get({ tokenHash: token.tokenHash }).params().Key);
    vi.restoreAllMocks();
    captureSent({});
    expect(await getResetToken('0')).toBeNull();
  });

  it("queries ElectroDB's byAccount keys", async () => {
    const sent = captureSent({ Items: [stored] });
    expect(await resetTokensOfAccount(120)).toStrictEqual([read]);
    const expected = electro.query.byAccount({ accountId: 120 }).params();
    const input = sent[0]!.input as { IndexName: string; ExpressionAttributeValues: Record<string, unknown> };
    expect(input.IndexName).toBe('gsi1');
    expect(Object.values(input.ExpressionAttributeValues)).toEqual(
      expect.arrayContaining(Object.values(expected.ExpressionAttributeValues as object)),
    );
  });
});
