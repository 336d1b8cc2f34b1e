import { Entity } from 'electrodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KEY_RANGE_END } from '../key-range';
import { expectSameIndexQuery } from '../params.testing';
import { captureSent } from '../toolbox.testing';
import {
  findShipmentInByNumber,
  getShipmentIn,
  getShipmentIns,
  putShipmentIn,
  shipmentInRecords,
  shipmentInsByDate,
  type ShipmentInItem,
} from './shipment-in';

// The ElectroDB model this entity had before dynamodb-toolbox: stored items must stay byte-identical.
const electro = new Entity(
  {
    model: { entity: 'shipmentIn', version: '1', service: 'portal' },
    attributes: {
      shipmentInId: { type: 'number', required: true },
      number: { type: 'string', required: true },
      reference: { type: 'string', required: true },
      supplierId: { type: 'number', required: true },
      date: { type: 'string', required: true },
      erpUpdatedAt: { type: 'string', required: true },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['shipmentInId'] }, sk: { field: 'sk', composite: [] } },
      byNumber: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['number'] }, sk: { field: 'gsi1sk', composite: [] } },
      byDate: { index: 'gsi2', pk: { field: 'gsi2pk', composite: [] }, sk: { field: 'gsi2sk', composite: ['date', 'number'] } },
    },
  } as const,
  { table: 'portal' },
);

const shipments: ShipmentInItem[] = [
  {
    shipmentInId: 70_001,
    number: 'WH/IN/2026/00123',
    reference: 'Albarà Lab-X 9',
    supplierId: 2001,
    date: '2026-11-20',
    erpUpdatedAt: '2026-11-25T10:00:00.000Z',
  },
  { shipmentInId: 3, number: 'in-3', reference: '', supplierId: 2, date: '2019-03-11', erpUpdatedAt: '2026-01-01T00:00:00.000Z' },
];
const stored = shipments.map((s) => electro.put(s).params().Item as Record<string, unknown>);
const data = (i: number) => electro.parse({ Item: stored[i] }).data;

describe('incoming shipments on dynamodb-toolbox', () => {
  afterEach(() => vi.restoreAllMocks());

  it("writes ElectroDB's item, keys and markers byte for byte (put, the ERP loader's store)", async () => {
    const sent = captureSent();
    for (const [i, s] of shipments.entries()) {
      await putShipmentIn(s);
      expect(sent.at(-1)!.input.Item).toStrictEqual(stored[i]);
      expect(sent.at(-1)!.input.ConditionExpression).toBeUndefined();
      expect(shipmentInRecords.item({ ...s })).toStrictEqual(stored[i]);
      expect(shipmentInRecords.key(s.shipmentInId)).toStrictEqual(electro.get({ shipmentInId: s.shipmentInId }).params().Key);
    }
  });

  it("reads ElectroDB's items back by key", async () => {
    let sent = captureSent({ Item: stored[0] });
    expect(await getShipmentIn(70_001)).toStrictEqual(data(0));
    expect(sent[0]!.input.Key).toStrictEqual(electro.get({ shipmentInId: 70_001 }).params().Key);
    vi.restoreAllMocks();
    sent = captureSent({ Responses: { portal: stored } });
    expect(await getShipmentIns([70_001, 3], 4)).toStrictEqual([data(0), data(1)]);
    const input = sent[0]!.input as { RequestItems: { portal: { Keys: unknown[] } } };
    expect(input.RequestItems.portal.Keys).toStrictEqual(
      shipments.map((s) => electro.get({ shipmentInId: s.shipmentInId }).params().Key),
    );
  });

  it("queries ElectroDB's byNumber keys", async () => {
    const sent = captureSent({ Items: [stored[0]] });
    expect(await findShipmentInByNumber('WH/IN/2026/00123')).toStrictEqual(data(0));
    expectSameIndexQuery(sent[0]!.input, electro.query.byNumber({ number: 'WH/IN/2026/00123' }).params({ limit: 1 }));
  });

  it("queries ElectroDB's byDate keys: a range newest first, or all of them", async () => {
    const sent = captureSent({ Items: [stored[1]] });
    expect(await shipmentInsByDate({ between: ['2019-01-01', KEY_RANGE_END], newestFirst: true, limit: 1000 })).toStrictEqual([
      data(1),
    ]);
    expectSameIndexQuery(
      sent[0]!.input,
      electro.query.byDate({}).between({ date: '2019-01-01' }, { date: KEY_RANGE_END }).params({ order: 'desc', limit: 1000 }),
    );
    await shipmentInsByDate({ limit: 3 });
    expectSameIndexQuery(sent[1]!.input, electro.query.byDate({}).params({ limit: 3 }));
  });

  it('reads only the attributes asked for', async () => {
    const sent = captureSent({ Items: [{ shipmentInId: 3 }] });
    expect(await shipmentInsByDate({ between: ['2019', KEY_RANGE_END], all: true, attributes: ['shipmentInId'] })).toStrictEqual([
      { shipmentInId: 3 },
    ]);
    expectSameIndexQuery(sent[0]!.input, electro.query.byDate({}).between({ date: '2019' }, { date: KEY_RANGE_END }).params(), [
      'shipmentInId',
    ]);
  });
});
