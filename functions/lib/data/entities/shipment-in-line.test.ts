import { Entity } from 'electrodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectSameIndexQuery } from '../params.testing';
import { captureSent } from '../toolbox.testing';
import {
  getShipmentInLine,
  putShipmentInLine,
  shipmentInLineRecords,
  shipmentInLinesOf,
  type ShipmentInLineItem,
} from './shipment-in-line';

// The ElectroDB model this entity had before dynamodb-toolbox: stored items must stay byte-identical.
const electro = new Entity(
  {
    model: { entity: 'shipmentInLine', version: '1', service: 'portal' },
    attributes: {
      shipmentInLineId: { type: 'number', required: true },
      shipmentInId: { type: 'number', required: true },
      productId: { type: 'number', required: true },
      lotId: { type: 'number' },
      quantity: { type: 'number', required: true },
      saleLineId: { type: 'number' },
      erpUpdatedAt: { type: 'string', required: true },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['shipmentInLineId'] }, sk: { field: 'sk', composite: [] } },
      byShipment: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['shipmentInId'] },
        sk: { field: 'gsi1sk', composite: ['productId', 'shipmentInLineId'] },
      },
      bySaleLine: {
        index: 'gsi2',
        pk: { field: 'gsi2pk', composite: ['saleLineId'] },
        sk: { field: 'gsi2sk', composite: ['shipmentInLineId'] },
      },
    },
  } as const,
  { table: 'portal' },
);

const lines: ShipmentInLineItem[] = [
  {
    shipmentInLineId: 900_201,
    shipmentInId: 900_001,
    productId: 31,
    lotId: 812,
    quantity: 5,
    saleLineId: 77,
    erpUpdatedAt: '2026-11-25T10:00:00.000Z',
  },
  // Serving no sale line: ElectroDB still writes gsi2, with an empty sale line id.
  { shipmentInLineId: 4, shipmentInId: 900_001, productId: 2, quantity: 1, erpUpdatedAt: '2026-01-01T00:00:00.000Z' },
];
const stored = lines.map((l) => electro.put(l).params().Item as Record<string, unknown>);
const data = (i: number) => electro.parse({ Item: stored[i] }).data;

describe('incoming shipment lines on dynamodb-toolbox', () => {
  afterEach(() => vi.restoreAllMocks());

  it("writes ElectroDB's item, keys and markers byte for byte (put, the ERP loader's store)", async () => {
    const sent = captureSent();
    for (const [i, l] of lines.entries()) {
      await putShipmentInLine(l);
      expect(sent.at(-1)!.input.Item).toStrictEqual(stored[i]);
      expect(shipmentInLineRecords.item({ lotId: undefined, saleLineId: undefined, ...l })).toStrictEqual(stored[i]);
      expect(shipmentInLineRecords.key(l.shipmentInLineId)).toStrictEqual(
        electro.get({ shipmentInLineId: l.shipmentInLineId }).params().Key,
      );
    }
    expect(stored[1]).toMatchObject({ gsi2pk: '$portal#salelineid_' });
  });

  it("reads ElectroDB's items back by key", async () => {
    const sent = captureSent({ Item: stored[0] });
    expect(await getShipmentInLine(900_201)).toStrictEqual(data(0));
    expect(sent[0]!.input.Key).toStrictEqual(electro.get({ shipmentInLineId: 900_201 }).params().Key);
  });

  it("queries ElectroDB's byShipment keys, every page, all or some attributes", async () => {
    const sent = captureSent({ Items: stored });
    expect(await shipmentInLinesOf(900_001)).toStrictEqual([data(0), data(1)]);
    expectSameIndexQuery(sent[0]!.input, electro.query.byShipment({ shipmentInId: 900_001 }).params());
    vi.restoreAllMocks();
    const some = captureSent({ Items: [{ productId: 31, quantity: 5 }] });
    expect(await shipmentInLinesOf(900_001, ['productId', 'quantity'])).toStrictEqual([{ productId: 31, quantity: 5 }]);
    expectSameIndexQuery(some[0]!.input, electro.query.byShipment({ shipmentInId: 900_001 }).params(), ['productId', 'quantity']);
  });
});
