import { Entity } from 'electrodb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { conditionText, updateOf } from '../params.testing';
import { captureSent } from '../toolbox.testing';
import {
  createAccountParams,
  deleteAccount,
  deleteAccountParams,
  findAccountByLogin,
  getAccount,
  listAccountsOfModel,
  patchAccount,
  patchAccountParams,
  putAccount,
  type AccountInput,
  type AccountPatch,
} from './account';

// The ElectroDB model this entity had before dynamodb-toolbox: stored items must stay byte-identical.
const electro = new Entity(
  {
    model: { entity: 'account', version: '1', service: 'portal' },
    attributes: {
      accountId: { type: 'number', required: true },
      login: { type: 'string', required: true },
      name: { type: 'string', required: true },
      email: { type: 'string', required: true },
      emailKey: {
        type: 'string',
        watch: ['email'],
        set: (_: unknown, item: { email?: string }) => item.email?.trim().toLowerCase(),
      },
      previousEmail: { type: 'string' },
      emailChangedAt: { type: 'string' },
      model: { type: ['user', 'guest'] as const, required: true },
      typeId: { type: 'number' },
      partyId: { type: 'number' },
      roleIds: { type: 'list', items: { type: 'number' }, required: true, default: () => [] },
      settings: {
        type: 'map',
        properties: { ticketingDefaultStatus: { type: 'number' }, ticketingAssignmentMail: { type: 'boolean' } },
        default: () => ({}),
      },
      locale: { type: ['ca', 'es'] as const, default: 'ca' },
      createdAt: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
      updatedAt: { type: 'string', watch: '*', set: () => new Date().toISOString() },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['accountId'] }, sk: { field: 'sk', composite: [] } },
      byLogin: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['login'] }, sk: { field: 'gsi1sk', composite: [] } },
      byModel: {
        index: 'gsi2',
        pk: { field: 'gsi2pk', composite: ['model'] },
        sk: { field: 'gsi2sk', composite: ['accountId'] },
      },
      byEmail: { index: 'gsi3', pk: { field: 'gsi3pk', composite: ['emailKey'] }, sk: { field: 'gsi3sk', composite: [] } },
    },
  } as const,
  { table: 'portal' },
);

const accounts: AccountInput[] = [
  { accountId: 7, login: 'Joan.Puig', name: 'Joan', email: ' Joan@X.cat ', model: 'user', roleIds: [1, 3] },
  {
    accountId: 120,
    login: 'farmacia',
    name: 'Farmàcia',
    email: 'f@example.com',
    model: 'guest',
    typeId: 1,
    partyId: 1001,
    locale: 'es',
    settings: { ticketingDefaultStatus: 3, ticketingAssignmentMail: false },
    createdAt: '2025-01-01T00:00:00.000Z',
  },
  { accountId: 8, login: 'nou', name: 'Nou', email: 'nou@x.cat', model: 'user' },
];
const patches: AccountPatch[] = [
  { roleIds: [2] },
  { name: 'N', email: ' Nova@Adreça.CAT', previousEmail: 'a@b.c', emailChangedAt: '2026-01-01T00:00:00.000Z' },
  { settings: { ticketingAssignmentMail: true }, locale: 'ca', typeId: 2, partyId: 3 },
];
const stored = (a: AccountInput) => electro.put(a).params().Item as Record<string, unknown>;
const read = (a: AccountInput) => ({ ...electro.parse({ Item: stored(a) }).data });

interface Update {
  UpdateExpression: string;
  ConditionExpression: string;
  Key: unknown;
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues: Record<string, unknown>;
}

describe('accounts on dynamodb-toolbox', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T10:00:00.000Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("puts and creates ElectroDB's items, keys, index keys, emailKey, timestamps and markers byte for byte", async () => {
    const sent = captureSent();
    for (const a of accounts) {
      await putAccount(a);
      const create = createAccountParams(a);
      const expected = electro.create(a).params() as Record<string, unknown>;
      expect(create.Item).toStrictEqual(stored(a));
      expect(create).toMatchObject({
        TableName: 'portal',
        ConditionExpression: expected.ConditionExpression,
        ExpressionAttributeNames: expected.ExpressionAttributeNames,
      });
    }
    expect(sent.map((c) => c.input.Item)).toStrictEqual(accounts.map(stored));
  });

  it('patches as ElectroDB did: same SETs (updatedAt, emailKey and gsi3 on a new e-mail, markers) and existence condition', async () => {
    const sent = captureSent();
    for (const p of patches) {
      const mine = patchAccountParams(120, p) as Update;
      const theirs = electro.patch({ accountId: 120 }).set(p).params() as Update;
      expect(mine.Key).toStrictEqual(theirs.Key);
      expect(updateOf(mine)).toStrictEqual(updateOf(theirs));
      expect(updateOf(mine).remove).toStrictEqual([]);
      expect(conditionText(mine)).toBe(conditionText(theirs));
      await patchAccount(120, p);
    }
    expect(sent.map((c) => c.input)).toStrictEqual(patches.map((p) => patchAccountParams(120, p)));
  });

  it("deletes and gets ElectroDB's keys and reads its items back", async () => {
    const sent = captureSent({ Item: stored(accounts[1]!) });
    await deleteAccount(120);
    expect(sent[0]!.input).toStrictEqual(electro.delete({ accountId: 120 }).params());
    expect(deleteAccountParams(120)).toStrictEqual(electro.delete({ accountId: 120 }).params());
    expect(await getAccount(120)).toStrictEqual(read(accounts[1]!));
    expect(sent[1]!.input.Key).toStrictEqual(electro.get({ accountId: 120 }).params().Key);
    vi.restoreAllMocks();
    captureSent({});
    expect(await getAccount(5)).toBeNull();
  });

  it('reads, as ElectroDB did, an item stored before its optional and defaulted attributes existed', async () => {
    const { settings, locale, createdAt, updatedAt, emailKey, gsi3pk, gsi3sk, ...old } = stored(accounts[0]!);
    expect([settings, locale, createdAt, updatedAt, emailKey, gsi3pk, gsi3sk].every((v) => v !== undefined)).toBe(true);
    captureSent({ Item: old });
    expect(await getAccount(7)).toStrictEqual({ ...electro.parse({ Item: old }).data });
  });

  it("queries ElectroDB's byLogin and byModel keys", async () => {
    const values = (input: Record<string, unknown>) => Object.values(input.ExpressionAttributeValues as object);
    let sent = captureSent({ Items: [stored(accounts[0]!)] });
    expect(await findAccountByLogin('Joan.Puig')).toStrictEqual(read(accounts[0]!));
    const byLogin = electro.query.byLogin({ login: 'Joan.Puig' }).params({ limit: 1 });
    expect(sent[0]!.input).toMatchObject({ IndexName: 'gsi1', Limit: 1 });
    expect(values(sent[0]!.input)).toEqual(expect.arrayContaining(values(byLogin)));
    expect(sent[0]!.input.KeyConditionExpression).toMatch(/ = /);
    expect(sent[0]!.input.KeyConditionExpression).not.toMatch(/begins_with/);
    vi.restoreAllMocks();

    sent = captureSent({ Items: [stored(accounts[1]!)] });
    expect(await listAccountsOfModel('guest')).toStrictEqual([read(accounts[1]!)]);
    const byModel = electro.query.byModel({ model: 'guest' }).params();
    expect(sent[0]!.input).toMatchObject({ IndexName: 'gsi2' });
    expect(values(sent[0]!.input)).toEqual(expect.arrayContaining(values(byModel)));
  });
});
