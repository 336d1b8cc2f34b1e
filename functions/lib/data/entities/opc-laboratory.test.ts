import { Entity } from 'electrodb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureSent } from '../toolbox.testing';
import { conditionOf, updateOf } from '../params.testing';
import {
  createOpcLaboratory,
  deleteOpcLaboratory,
  getOpcLaboratory,
  listOpcLaboratories,
  restoreOpcLaboratory,
  updateOpcLaboratory,
  type NewOpcLaboratory,
} from './opc-laboratory';

// The ElectroDB model this entity had before dynamodb-toolbox: stored items must stay byte-identical.
const electro = new Entity(
  {
    model: { entity: 'opcLaboratory', version: '1', service: 'portal' },
    attributes: {
      laboratoryId: { type: 'number', required: true },
      code: { type: 'string', required: true },
      partyId: { type: 'number', required: true },
      createdOn: { type: 'string', required: true },
      deletedAt: { type: 'string' },
      updatedAt: { type: 'string', required: true, default: () => new Date().toISOString(), set: () => new Date().toISOString() },
    },
    indexes: { all: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: ['laboratoryId'] } } },
  } as const,
  { table: 'portal' },
);

const laboratories: NewOpcLaboratory[] = [
  { laboratoryId: 2, partyId: 2002, code: 'LAB002', createdOn: '2025-03-11' },
  { laboratoryId: 1001, partyId: 2501, code: 'Lab-X', createdOn: '2025-04-12', deletedAt: 'D' },
];
const fields = { code: 'LAB009', partyId: 2001, createdOn: '2026-01-02' };

describe('operations laboratories on dynamodb-toolbox', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-25T10:00:00.000Z'), toFake: ['Date'] }));
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("creates ElectroDB's item, keys and markers byte for byte, refusing an existing record", async () => {
    for (const laboratory of laboratories) {
      const sent = captureSent();
      const answered = await createOpcLaboratory({ ...laboratory, updatedAt: 'ignored' } as NewOpcLaboratory);
      const expected = electro.create(laboratory).params();
      expect(sent[0]!.input.Item).toStrictEqual(expected.Item);
      expect(conditionOf(sent[0]!.input, 'laboratoryId')).toEqual(['attribute_not_exists(item)']);
      expect(conditionOf(expected, 'laboratoryId')).toEqual(['attribute_not_exists(item)']);
      expect(answered).toStrictEqual(electro.parse({ Item: expected.Item }).data);
    }
  });

  it('patches as ElectroDB did: same key, attributes set and removed, conditions', async () => {
    const sent = captureSent();
    await updateOpcLaboratory(2, fields);
    await deleteOpcLaboratory(2, '2026-11-25T10:00:00.000Z');
    await restoreOpcLaboratory(2);
    const expected = [
      electro
        .patch({ laboratoryId: 2 })
        .set(fields)
        .where((a, op) => op.notExists(a.deletedAt))
        .params(),
      electro
        .patch({ laboratoryId: 2 })
        .set({ deletedAt: '2026-11-25T10:00:00.000Z' })
        .where((a, op) => op.notExists(a.deletedAt))
        .params(),
      electro
        .patch({ laboratoryId: 2 })
        .remove(['deletedAt'])
        .where((a, op) => op.exists(a.deletedAt))
        .params(),
    ];
    expect(sent).toHaveLength(3);
    expected.forEach((params, i) => {
      const input = sent[i]!.input;
      expect(input.Key).toStrictEqual(params.Key);
      expect(updateOf(input)).toStrictEqual(updateOf(params));
      expect(conditionOf(input, 'laboratoryId')).toStrictEqual(conditionOf(params, 'laboratoryId'));
    });
  });

  it("gets and queries ElectroDB's keys and reads its items back", async () => {
    const stored = laboratories.map((l) => electro.create(l).params().Item as Record<string, unknown>);
    const sent = captureSent({ Items: stored, Item: stored[1] });
    const read = stored.map((Item) => electro.parse({ Item }).data);
    expect(await listOpcLaboratories()).toStrictEqual(read);
    expect(await getOpcLaboratory(1001)).toStrictEqual(read[1]);
    const query = electro.query.all({}).params().ExpressionAttributeValues as object;
    const input = sent[0]!.input as { ExpressionAttributeValues: Record<string, unknown> };
    expect(Object.values(input.ExpressionAttributeValues)).toEqual(expect.arrayContaining(Object.values(query)));
    expect(sent[1]!.input.Key).toStrictEqual(electro.get({ laboratoryId: 1001 }).params().Key);
  });

  it('answers null for a missing record, as callers expect', async () => {
    captureSent();
    expect(await getOpcLaboratory(3)).toBeNull();
  });
});
