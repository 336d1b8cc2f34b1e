import { Entity } from 'electrodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { conditionText, queryOf, updateOf } from '../params.testing';
import { captureSent, inputOf } from '../toolbox.testing';
import {
  freightShipmentCreateParams,
  freightShipmentDeleteParams,
  freightShipmentDeliverParams,
  freightShipmentKey,
  freightShipmentsByStatus,
  getFreightShipment,
  setFreightShipmentTruckSheet,
  type FreightShipmentItem,
} from './freight-shipment';

process.env.TABLE_NAME ??= 'portal';
process.env.AWS_REGION ??= 'eu-west-1';

// The ElectroDB model this entity had before dynamodb-toolbox: stored items must stay byte-identical.
const electro = new Entity(
  {
    model: { entity: 'freightShipment', version: '1', service: 'portal' },
    attributes: {
      shipmentId: { type: 'number', required: true },
      partyId: { type: 'number', required: true },
      consignmentIds: { type: 'list', items: { type: 'number' }, required: true },
      status: { type: ['pending', 'delivered'] as const, required: true },
      createdAt: { type: 'string', required: true },
      createdBy: { type: 'string', required: true },
      deliveredAt: { type: 'string' },
      deliveredBy: { type: 'string' },
      signedNoteKey: { type: 'string' },
      truckSheetKey: { type: 'string' },
      truckSheetAt: { type: 'string' },
      truckSheetBy: { type: 'string' },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['shipmentId'] }, sk: { field: 'sk', composite: [] } },
      byStatus: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['status'] },
        sk: { field: 'gsi1sk', composite: ['shipmentId'] },
      },
    },
  } as const,
  { table: 'portal' },
);

const shipment: FreightShipmentItem = {
  shipmentId: 310,
  partyId: 1002,
  consignmentIds: [41, 42],
  status: 'pending',
  createdAt: '2026-11-25T14:30:00.000Z',
  createdBy: 'Magatzem.Lleida',
};

describe('freight shipments on dynamodb-toolbox', () => {
  afterEach(() => vi.restoreAllMocks());

  it("creates ElectroDB's item, keys and markers byte for byte", () => {
    const expected = electro.create(shipment).params();
    const create = freightShipmentCreateParams(shipment);
    expect(create.Item).toStrictEqual(expected.Item);
    expect(conditionText(create)).toBe(conditionText(expected));
    expect(freightShipmentKey(310)).toStrictEqual({ TableName: 'portal', Key: electro.get({ shipmentId: 310 }).params().Key });
  });

  it("delivers (moving byStatus' partition), names truck sheets and deletes as ElectroDB did", async () => {
    const delivery = { deliveredAt: '2026-11-26T09:00:00.000Z', deliveredBy: 'joan', signedNoteKey: 'warehouse/x.pdf' };
    const deliver = freightShipmentDeliverParams(310, delivery);
    const expected = electro
      .patch({ shipmentId: 310 })
      .set({ status: 'delivered', ...delivery })
      .where((a, { eq }) => eq(a.status, 'pending'))
      .params();
    expect(deliver.Key).toStrictEqual(expected.Key);
    expect(updateOf(deliver)).toStrictEqual(updateOf(expected));
    expect(updateOf(deliver).set.gsi1pk).toBe('$portal#status_delivered');
    expect(conditionText(deliver)).toBe(conditionText(expected));

    const sheet = {
      truckSheetKey: 'warehouse/truck-sheets/310/a.pdf',
      truckSheetAt: '2026-11-26T10:00:00.000Z',
      truckSheetBy: 'anna',
    };
    const sent = captureSent();
    await setFreightShipmentTruckSheet(310, sheet);
    const expectedSheet = electro.patch({ shipmentId: 310 }).set(sheet).params();
    const input = inputOf(sent[0]!);
    expect(input.Key).toStrictEqual(expectedSheet.Key);
    expect(updateOf(input)).toStrictEqual(updateOf(expectedSheet));
    expect(conditionText(input)).toBe(conditionText(expectedSheet));

    const del = freightShipmentDeleteParams(310);
    const expectedDel = electro
      .delete({ shipmentId: 310 })
      .where((a, { eq }) => eq(a.status, 'pending'))
      .params();
    expect(del.Key).toStrictEqual(expectedDel.Key);
    expect(conditionText(del)).toBe(conditionText(expectedDel));
  });

  it("reads ElectroDB's items by key and by byStatus", async () => {
    const stored = electro.create({ ...shipment, status: 'delivered', deliveredAt: 'x', deliveredBy: 'y' }).params()
      .Item as Record<string, unknown>;
    const data = electro.parse({ Item: stored }).data;
    let sent = captureSent({ Item: stored });
    expect(await getFreightShipment(310)).toStrictEqual(data);
    expect(sent[0]!.input.Key).toStrictEqual(electro.get({ shipmentId: 310 }).params().Key);
    vi.restoreAllMocks();

    sent = captureSent({ Items: [stored] });
    expect(await freightShipmentsByStatus('delivered', { limit: 500, reverse: true })).toStrictEqual([data]);
    const expected = electro.query.byStatus({ status: 'delivered' }).params({ order: 'desc', limit: 500 });
    expect(queryOf(sent[0]!.input)).toStrictEqual(queryOf(expected));
  });
});
