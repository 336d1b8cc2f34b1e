import { Entity } from 'electrodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureSent } from '../toolbox.testing';
import {
  createPrenoticeRecipients,
  deletePrenoticeRecipients,
  getPrenoticeRecipients,
  putPrenoticeRecipients,
} from './prenotice-recipients';

// The ElectroDB model this entity had before dynamodb-toolbox: stored items must stay byte-identical.
const electro = new Entity(
  {
    model: { entity: 'prenoticeRecipients', version: '1', service: 'portal' },
    attributes: {
      platformId: { type: 'number', required: true },
      to: { type: 'list', items: { type: 'string' }, required: true },
      updatedAt: { type: 'string', required: true },
      updatedBy: { type: 'string' },
    },
    indexes: { byPlatform: { pk: { field: 'pk', composite: ['platformId'] }, sk: { field: 'sk', composite: [] } } },
  } as const,
  { table: 'portal' },
);

const set = { platformId: 867, to: ['a@b.cat', 'c@d.cat'], updatedAt: '2026-11-25T10:00:00.000Z', updatedBy: 'Magatzem.Lleida' };
const seeded = { platformId: 825, to: ['x@y.cat'], updatedAt: '2026-11-25T10:00:00.000Z' };

describe('prenotice recipients on dynamodb-toolbox', () => {
  afterEach(() => vi.restoreAllMocks());

  it("writes and deletes ElectroDB's items and keys byte for byte; create refuses to overwrite", async () => {
    const sent = captureSent();
    await putPrenoticeRecipients(set);
    await createPrenoticeRecipients(seeded);
    await deletePrenoticeRecipients(867);
    expect(sent[0]!.input.Item).toStrictEqual(electro.put(set).params().Item);
    expect(sent[0]!.input.ConditionExpression).toBeUndefined();
    expect(sent[1]!.input.Item).toStrictEqual(electro.create(seeded).params().Item);
    expect(sent[1]!.input.ConditionExpression).toMatch(/^attribute_not_exists\(/);
    expect(sent[2]!.input.Key).toStrictEqual(electro.delete({ platformId: 867 }).params().Key);
    expect(sent[2]!.input.ConditionExpression).toBeUndefined();
  });

  it("gets ElectroDB's key and reads its item back; null when absent", async () => {
    const sent = captureSent({ Item: electro.put(set).params().Item });
    expect(await getPrenoticeRecipients(867)).toStrictEqual(set);
    expect(sent[0]!.input.Key).toStrictEqual(electro.get({ platformId: 867 }).params().Key);
    vi.restoreAllMocks();
    captureSent({});
    expect(await getPrenoticeRecipients(825)).toBeNull();
  });
});
