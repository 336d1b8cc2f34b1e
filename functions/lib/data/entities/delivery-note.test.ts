import { Entity } from 'electrodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { conditionText, queryOf, updateOf } from '../params.testing';
import { captureSent, inputOf } from '../toolbox.testing';
import {
  deliveryNoteByNumber,
  deliveryNoteRecords,
  getDeliveryNote,
  setDeliveryNoteEffectiveDate,
  type DeliveryNoteItem,
} from './delivery-note';

process.env.TABLE_NAME ??= 'portal';
process.env.AWS_REGION ??= 'eu-west-1';

// The ElectroDB model this entity had before dynamodb-toolbox: stored items must stay byte-identical.
const electro = new Entity(
  {
    model: { entity: 'deliveryNote', version: '1', service: 'portal' },
    attributes: {
      deliveryNoteId: { type: 'number', required: true },
      direction: { type: ['in', 'out'] as const, required: true },
      number: { type: 'string', required: true },
      partyId: { type: 'number', required: true },
      date: { type: 'string', required: true },
      shipmentInId: { type: 'number' },
      outIds: { type: 'list', items: { type: 'number' }, default: () => [] },
      effectiveDate: { type: 'string' },
      erpUpdatedAt: { type: 'string', required: true },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['deliveryNoteId'] }, sk: { field: 'sk', composite: [] } },
      byNumber: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['direction', 'number'] },
        sk: { field: 'gsi1sk', composite: [] },
      },
    },
  } as const,
  { table: 'portal' },
);

const note: DeliveryNoteItem = {
  deliveryNoteId: 7301,
  direction: 'out',
  // Upper case: ElectroDB lower-cases the whole byNumber key.
  number: 'ALB-2026/0042',
  partyId: 1002,
  date: '2026-11-20',
  shipmentInId: 501,
  outIds: [9002],
  erpUpdatedAt: '2026-11-20T08:00:00.000Z',
};

describe('delivery notes on dynamodb-toolbox', () => {
  afterEach(() => vi.restoreAllMocks());

  it("gives the ERP loader ElectroDB's keys and whole items", () => {
    expect(deliveryNoteRecords.key(7301)).toStrictEqual(electro.get({ deliveryNoteId: 7301 }).params().Key);
    expect(deliveryNoteRecords.item({ ...note })).toStrictEqual(electro.put(note).params().Item);
    // As the loader sends them: absent optionals undefined, the portal's effective date kept, outIds defaulted.
    const { outIds: _, ...bare } = note;
    const loaded = { ...bare, shipmentInId: undefined, effectiveDate: '2026-11-21' };
    expect(deliveryNoteRecords.item(loaded)).toStrictEqual(electro.put(loaded).params().Item);
  });

  it("sets the effective date as ElectroDB's patch did", async () => {
    const sent = captureSent();
    await setDeliveryNoteEffectiveDate(7301, '2026-11-22');
    const expected = electro.patch({ deliveryNoteId: 7301 }).set({ effectiveDate: '2026-11-22' }).params();
    const input = inputOf(sent[0]!);
    expect(input.Key).toStrictEqual(expected.Key);
    expect(updateOf(input)).toStrictEqual(updateOf(expected));
    expect(conditionText(input)).toBe(conditionText(expected));
  });

  it("reads ElectroDB's items by key and by byNumber", async () => {
    const stored = electro.put(note).params().Item as Record<string, unknown>;
    const data = electro.parse({ Item: stored }).data;
    let sent = captureSent({ Item: stored });
    expect(await getDeliveryNote(7301)).toStrictEqual(data);
    vi.restoreAllMocks();
    sent = captureSent({ Items: [stored] });
    expect(await deliveryNoteByNumber('out', 'ALB-2026/0042')).toStrictEqual(data);
    const expected = electro.query.byNumber({ direction: 'out', number: 'ALB-2026/0042' }).params({ limit: 1 });
    expect(queryOf(sent[0]!.input)).toStrictEqual(queryOf(expected));
    vi.restoreAllMocks();
    captureSent({ Items: [] });
    expect(await deliveryNoteByNumber('in', 'NONE')).toBeNull();
  });
});
