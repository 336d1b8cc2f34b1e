import { Entity } from 'electrodb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureSent } from '../toolbox.testing';
import { conditionOf, updateOf } from '../params.testing';
import {
  createOpcPharmacy,
  deleteOpcPharmacy,
  getOpcPharmacy,
  listOpcPharmacies,
  restoreOpcPharmacy,
  updateOpcPharmacy,
  type NewOpcPharmacy,
} from './opc-pharmacy';

// The ElectroDB model this entity had before dynamodb-toolbox: stored items must stay byte-identical.
const electro = new Entity(
  {
    model: { entity: 'opcPharmacy', version: '1', service: 'portal' },
    attributes: {
      pharmacyId: { type: 'number', required: true },
      idStore: { type: 'number', required: true },
      partyId: { type: 'number', required: true },
      codesFede: { type: 'list', items: { type: 'string' }, required: true },
      categories: { type: 'list', items: { type: 'number' }, default: () => [] },
      createdOn: { type: 'string', required: true },
      deletedAt: { type: 'string' },
      updatedAt: { type: 'string', required: true, default: () => new Date().toISOString(), set: () => new Date().toISOString() },
    },
    indexes: { all: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: ['pharmacyId'] } } },
  } as const,
  { table: 'portal' },
);

const pharmacies: NewOpcPharmacy[] = [
  { pharmacyId: 7, idStore: 100, partyId: 1001, codesFede: ['F4000', 'F4100'], createdOn: '2025-01-03' },
  {
    pharmacyId: 1012,
    idStore: 9,
    partyId: 1501,
    codesFede: ['f-X'],
    categories: [2, 5],
    createdOn: '2025-02-04',
    deletedAt: 'D',
  },
];
const fields = { idStore: 4, partyId: 9, codesFede: ['A', 'B'], categories: [], createdOn: '2026-01-02' };

describe('operations pharmacies on dynamodb-toolbox', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-25T10:00:00.000Z'), toFake: ['Date'] }));
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("creates ElectroDB's item, keys and markers byte for byte, refusing an existing record", async () => {
    for (const pharmacy of pharmacies) {
      const sent = captureSent();
      const answered = await createOpcPharmacy({ ...pharmacy, updatedAt: 'ignored' } as NewOpcPharmacy);
      const expected = electro.create(pharmacy).params();
      expect(sent[0]!.input.Item).toStrictEqual(expected.Item);
      expect(conditionOf(sent[0]!.input, 'pharmacyId')).toEqual(['attribute_not_exists(item)']);
      expect(conditionOf(expected, 'pharmacyId')).toEqual(['attribute_not_exists(item)']);
      expect(answered).toStrictEqual(electro.parse({ Item: expected.Item }).data);
    }
  });

  it('patches as ElectroDB did: same key, attributes set and removed, conditions', async () => {
    const sent = captureSent();
    await updateOpcPharmacy(7, fields);
    await deleteOpcPharmacy(7, '2026-11-25T10:00:00.000Z');
    await restoreOpcPharmacy(7);
    const expected = [
      electro
        .patch({ pharmacyId: 7 })
        .set(fields)
        .where((a, op) => op.notExists(a.deletedAt))
        .params(),
      electro
        .patch({ pharmacyId: 7 })
        .set({ deletedAt: '2026-11-25T10:00:00.000Z' })
        .where((a, op) => op.notExists(a.deletedAt))
        .params(),
      electro
        .patch({ pharmacyId: 7 })
        .remove(['deletedAt'])
        .where((a, op) => op.exists(a.deletedAt))
        .params(),
    ];
    expect(sent).toHaveLength(3);
    expected.forEach((params, i) => {
      const input = sent[i]!.input;
      expect(input.Key).toStrictEqual(params.Key);
      expect(updateOf(input)).toStrictEqual(updateOf(params));
      expect(conditionOf(input, 'pharmacyId')).toStrictEqual(conditionOf(params, 'pharmacyId'));
    });
  });

  it("gets and queries ElectroDB's keys and reads its items back", async () => {
    const stored = pharmacies.map((p) => electro.create(p).params().Item as Record<string, unknown>);
    const sent = captureSent({ Items: stored, Item: stored[1] });
    const read = stored.map((Item) => electro.parse({ Item }).data);
    expect(await listOpcPharmacies()).toStrictEqual(read);
    expect(await getOpcPharmacy(1012)).toStrictEqual(read[1]);
    const query = electro.query.all({}).params().ExpressionAttributeValues as object;
    const input = sent[0]!.input as { ExpressionAttributeValues: Record<string, unknown> };
    expect(Object.values(input.ExpressionAttributeValues)).toEqual(expect.arrayContaining(Object.values(query)));
    expect(sent[1]!.input.Key).toStrictEqual(electro.get({ pharmacyId: 1012 }).params().Key);
  });

  it('answers null for a missing record, as callers expect', async () => {
    captureSent();
    expect(await getOpcPharmacy(3)).toBeNull();
  });
});
