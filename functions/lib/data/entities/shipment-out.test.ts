import { Entity } from 'electrodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OUT_STATES } from '../../../../shared/erp/constants';
import { dynamo } from '../../aws';
import { expectSameIndexQuery } from '../params.testing';
import { captureSent } from '../toolbox.testing';
import {
  deleteShipmentOut,
  findShipmentOutByNumber,
  getShipmentOut,
  getShipmentOuts,
  outListKeys,
  outListRow,
  outListRowsQuery,
  putShipmentOut,
  shipmentOutKey,
  shipmentOutRecords,
  shipmentOutsByState,
  shipmentOutsOf,
  type ShipmentOutItem,
} from './shipment-out';

// The ElectroDB model this entity had before dynamodb-toolbox: stored items must stay byte-identical.
const electro = new Entity(
  {
    model: { entity: 'shipmentOut', version: '1', service: 'portal' },
    attributes: {
      outId: { type: 'number', required: true },
      number: { type: 'string', required: true },
      state: { type: OUT_STATES, required: true },
      saleId: { type: 'number' },
      partyId: { type: 'number', required: true },
      shipmentInId: { type: 'number' },
      saleNumber: { type: 'string' },
      saleReference: { type: 'string' },
      partyName: { type: 'string', required: true },
      shipmentInNumber: { type: 'string' },
      consignedTo: { type: 'number' },
      row: { type: 'any', required: true },
      date: { type: 'string', required: true },
      lines: {
        type: 'list',
        items: {
          type: 'map',
          properties: {
            productId: { type: 'number', required: true },
            quantity: { type: 'number', required: true },
            lotId: { type: 'number' },
          },
        },
        required: true,
      },
      erpUpdatedAt: { type: 'string', required: true },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['outId'] }, sk: { field: 'sk', composite: [] } },
      byNumber: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['number'] }, sk: { field: 'gsi1sk', composite: [] } },
      byState: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['state'] }, sk: { field: 'gsi2sk', composite: ['number'] } },
      byShipmentIn: {
        index: 'gsi3',
        pk: { field: 'gsi3pk', composite: ['shipmentInId'] },
        sk: { field: 'gsi3sk', composite: ['number'] },
      },
      rowsByState: {
        index: 'gsi4',
        condition: (a: Record<string, unknown>) => a.consignedTo === undefined,
        pk: { field: 'gsi4pk', composite: ['state'] },
        sk: { field: 'gsi4sk', composite: ['number'] },
      },
    },
  } as const,
  { table: 'portal' },
);

type Out = Omit<ShipmentOutItem, 'row'>;
const outs: Out[] = [
  {
    outId: 40_001,
    number: 'WH/OUT/2026/0042',
    state: 'packed',
    saleId: 9,
    partyId: 1001,
    shipmentInId: 70_001,
    saleNumber: 'S-9',
    saleReference: 'Ref Àb',
    partyName: 'Farmàcia Nova',
    shipmentInNumber: 'WH/IN/2026/00123',
    date: '2026-11-25',
    lines: [
      { productId: 31, quantity: 5, lotId: 812 },
      { productId: 32, quantity: 1 },
    ],
    erpUpdatedAt: '2026-11-25T10:00:00.000Z',
  },
  // Of no sale and no incoming shipment: gsi3 still written, with an empty shipment id.
  {
    outId: 7,
    number: 'out-7',
    state: 'done',
    partyId: 2,
    partyName: 'P',
    date: '2019-01-01',
    lines: [],
    erpUpdatedAt: '2026-01-01T00:00:00.000Z',
  },
  // On a consignment (or, with 0, taken off the list): no gsi4 keys.
  { ...sample(), consignedTo: 12 },
  { ...sample(), outId: 40_003, consignedTo: 0 },
];
function sample(): Out {
  return {
    outId: 40_002,
    number: 'OUT-2',
    state: 'packed',
    partyId: 3,
    partyName: 'X',
    date: '2026-01-02',
    lines: [],
    erpUpdatedAt: 'z',
  };
}
const withRow = (o: Out) => ({ ...o, row: outListRow(o) });
const stored = outs.map((o) => electro.put(withRow(o)).params().Item as Record<string, unknown>);
const data = (i: number) => electro.parse({ Item: stored[i] }).data;
const keyOf = (outId: number) => electro.get({ outId }).params().Key;

describe('outs on dynamodb-toolbox', () => {
  afterEach(() => vi.restoreAllMocks());

  it("writes ElectroDB's item, keys and markers byte for byte (put, the ERP loader's store)", async () => {
    const sent = captureSent();
    for (const [i, o] of outs.entries()) {
      await putShipmentOut(o);
      expect(sent.at(-1)!.input.Item).toStrictEqual(stored[i]);
      expect(sent.at(-1)!.input.ConditionExpression).toBeUndefined();
      // The loader passes its derived row, and absent attributes as undefined.
      const attributes = { saleId: undefined, consignedTo: undefined, ...withRow(o) };
      expect(shipmentOutRecords.item(attributes)).toStrictEqual(stored[i]);
      expect(shipmentOutRecords.key(o.outId)).toStrictEqual(keyOf(o.outId));
    }
    expect(stored[1]).toMatchObject({ gsi3pk: '$portal#shipmentinid_' });
    expect(stored[2]!.gsi4pk).toBeUndefined();
    expect(stored[3]!.gsi4sk).toBeUndefined();
  });

  it("gives the keys ElectroDB's get, delete and (for the list mark) put had", async () => {
    const sent = captureSent();
    expect(shipmentOutKey(40_001)).toStrictEqual(electro.get({ outId: 40_001 }).params());
    const { gsi4pk, gsi4sk } = stored[0]!;
    expect(outListKeys(outs[0]!)).toStrictEqual({ gsi4pk, gsi4sk });
    await deleteShipmentOut(40_001);
    expect(sent[0]!.input.Key).toStrictEqual(electro.delete({ outId: 40_001 }).params().Key);
    expect(sent[0]!.input.ConditionExpression).toBeUndefined();
  });

  it("reads ElectroDB's items back by key, all or some attributes", async () => {
    let sent = captureSent({ Item: stored[0] });
    expect(await getShipmentOut(40_001)).toStrictEqual(data(0));
    expect(sent[0]!.input.Key).toStrictEqual(keyOf(40_001));
    vi.restoreAllMocks();
    sent = captureSent({ Responses: { portal: stored.slice(0, 2) } });
    expect(await getShipmentOuts([40_001, 7])).toStrictEqual([data(0), data(1)]);
    const input = sent[0]!.input as { RequestItems: { portal: { Keys: unknown[]; ProjectionExpression?: string } } };
    expect(input.RequestItems.portal.Keys).toStrictEqual([keyOf(40_001), keyOf(7)]);
    vi.restoreAllMocks();
    sent = captureSent({ Responses: { portal: [{ outId: 7, number: 'out-7' }] } });
    expect(await getShipmentOuts([7], { attributes: ['outId', 'number', 'saleId'] })).toStrictEqual([
      { outId: 7, number: 'out-7' },
    ]);
    expect(sent[0]!.input).toMatchObject({
      RequestItems: { portal: { ProjectionExpression: '#a0, #a1, #a2', ExpressionAttributeNames: { '#a2': 'saleId' } } },
    });
  });

  it("queries ElectroDB's byNumber and byShipmentIn keys", async () => {
    const sent = captureSent({ Items: [stored[0]] });
    expect(await findShipmentOutByNumber('WH/OUT/2026/0042')).toStrictEqual(data(0));
    expectSameIndexQuery(sent[0]!.input, electro.query.byNumber({ number: 'WH/OUT/2026/0042' }).params({ limit: 1 }));
    expect(await shipmentOutsOf(70_001)).toStrictEqual([data(0)]);
    expectSameIndexQuery(sent[1]!.input, electro.query.byShipmentIn({ shipmentInId: 70_001 }).params());
    await shipmentOutsOf(70_001, ['saleId', 'shipmentInId']);
    expectSameIndexQuery(sent[2]!.input, electro.query.byShipmentIn({ shipmentInId: 70_001 }).params(), [
      'saleId',
      'shipmentInId',
    ]);
  });

  it("queries ElectroDB's byState keys, every page, and its rowsByState (the outs list)", async () => {
    const sent: Record<string, unknown>[] = [];
    captureSent();
    vi.spyOn(dynamo(), 'send').mockImplementation(async (command: unknown) => {
      sent.push((command as { input: Record<string, unknown> }).input);
      return (sent.length === 1 ? { Items: [stored[0]], LastEvaluatedKey: { pk: 'next' } } : { Items: [stored[3]] }) as never;
    });
    expect(await shipmentOutsByState('packed')).toStrictEqual([data(0), data(3)]);
    expectSameIndexQuery(sent[0]!, electro.query.byState({ state: 'packed' }).params());
    expect(sent[1]).toMatchObject({ ExclusiveStartKey: { pk: 'next' } });
    expectSameIndexQuery(outListRowsQuery('packed') as never, electro.query.rowsByState({ state: 'packed' }).params());
  });
});
