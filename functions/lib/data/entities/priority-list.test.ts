import { Entity } from 'electrodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureSent } from '../toolbox.testing';
import { getPriorityList, savePriorityList } from './priority-list';

// The ElectroDB model this entity had before dynamodb-toolbox: stored items must stay byte-identical.
const electro = new Entity(
  {
    model: { entity: 'priorityList', version: '1', service: 'portal' },
    attributes: {
      listId: { type: ['current'] as const, required: true },
      date: { type: 'string', required: true },
      partyIds: { type: 'list', items: { type: 'number' }, required: true },
      savedAt: { type: 'string', required: true },
      savedBy: { type: 'string', required: true },
    },
    indexes: { byId: { pk: { field: 'pk', composite: ['listId'] }, sk: { field: 'sk', composite: [] } } },
  } as const,
  { table: 'portal' },
);

const saved = { date: '2026-11-25', partyIds: [1002, 1001, 1005], savedAt: '2026-11-25T10:00:00.000Z', savedBy: 'Magatzem' };

describe('the priority list on dynamodb-toolbox', () => {
  afterEach(() => vi.restoreAllMocks());

  it("writes ElectroDB's item, keys and markers byte for byte", async () => {
    const sent = captureSent();
    await savePriorityList(saved);
    expect(sent[0]!.input.Item).toStrictEqual(electro.put({ listId: 'current', ...saved }).params().Item);
    expect(sent[0]!.input.ConditionExpression).toBeUndefined();
  });

  it("gets ElectroDB's key and reads its item back; null when absent", async () => {
    const stored = electro.put({ listId: 'current', ...saved }).params().Item;
    const sent = captureSent({ Item: stored });
    expect(await getPriorityList()).toStrictEqual(saved);
    expect(sent[0]!.input.Key).toStrictEqual(electro.get({ listId: 'current' }).params().Key);
    vi.restoreAllMocks();
    captureSent({});
    expect(await getPriorityList()).toBeNull();
  });
});
