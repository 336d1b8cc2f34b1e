import { Entity } from 'electrodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { conditionText, queryOf, updateOf } from '../params.testing';
import { captureSent } from '../toolbox.testing';
import {
  consignmentCreateParams,
  consignmentDeleteParams,
  consignmentEditParams,
  consignmentMoveParams,
  consignmentOutDeleteParams,
  consignmentOutKey,
  consignmentOutPutParams,
  consignmentsOfShipment,
  getConsignment,
  getConsignmentOut,
  getConsignmentOuts,
  getConsignments,
  putConsignment,
  putConsignmentOut,
  type ConsignmentItem,
} from './consignment';

process.env.TABLE_NAME ??= 'portal';
process.env.AWS_REGION ??= 'eu-west-1';

// The ElectroDB models these entities had before dynamodb-toolbox: stored items must stay byte-identical.
const electro = new Entity(
  {
    model: { entity: 'consignment', version: '1', service: 'portal' },
    attributes: {
      consignmentId: { type: 'number', required: true },
      partyId: { type: 'number', required: true },
      outIds: { type: 'list', items: { type: 'number' }, required: true },
      hasDrugs: { type: 'boolean', required: true },
      palletCount: { type: 'number', required: true },
      weightKg: { type: 'number', required: true },
      shipmentId: { type: 'number', required: true, default: 0 },
      createdAt: { type: 'string', required: true },
      createdBy: { type: 'string', required: true },
      updatedAt: { type: 'string' },
      partyName: { type: 'string' },
      outHeads: {
        type: 'list',
        items: {
          type: 'map',
          properties: {
            outId: { type: 'number', required: true },
            number: { type: 'string', required: true },
            saleReference: { type: 'string', required: true },
          },
        },
      },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['consignmentId'] }, sk: { field: 'sk', composite: [] } },
      byShipment: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['shipmentId'] },
        sk: { field: 'gsi1sk', composite: ['consignmentId'] },
      },
    },
  } as const,
  { table: 'portal' },
);
const electroOut = new Entity(
  {
    model: { entity: 'consignmentOut', version: '1', service: 'portal' },
    attributes: {
      outId: { type: 'number', required: true },
      consignmentId: { type: 'number', required: true },
      at: { type: 'string', required: true },
      by: { type: 'string', required: true },
    },
    indexes: {
      byOut: { pk: { field: 'pk', composite: ['outId'] }, sk: { field: 'sk', composite: [] } },
    },
  } as const,
  { table: 'portal' },
);

const consignment: ConsignmentItem = {
  consignmentId: 41,
  partyId: 1002,
  partyName: 'Farmàcia Prova',
  outIds: [7, 9],
  outHeads: [
    { outId: 7, number: 'OUT-7', saleReference: 'REF-A' },
    { outId: 9, number: 'OUT-9', saleReference: '' },
  ],
  hasDrugs: true,
  palletCount: 2,
  weightKg: 148.5,
  shipmentId: 0,
  createdAt: '2026-11-25T14:30:00.000Z',
  createdBy: 'Magatzem.Lleida',
};
const link = { outId: 7, consignmentId: 41, at: '2026-11-25T14:30:00.000Z', by: 'joan' };

describe('consignments on dynamodb-toolbox', () => {
  afterEach(() => vi.restoreAllMocks());

  it("creates and puts ElectroDB's item, keys and markers byte for byte", async () => {
    const expected = electro.create(consignment).params();
    const create = consignmentCreateParams(consignment);
    expect(create.Item).toStrictEqual(expected.Item);
    expect(conditionText(create)).toBe(conditionText(expected));
    // Older consignments keep no heads: the default shipment and the index keys are still written.
    const { outHeads: _, partyName: __, ...bare } = consignment;
    const sent = captureSent();
    await putConsignment({ ...bare, shipmentId: 3 });
    expect(sent[0]!.input.Item).toStrictEqual(electro.put({ ...bare, shipmentId: 3 }).params().Item);
  });

  it("edits, moves and deletes as ElectroDB's patch and delete did", () => {
    const changes = {
      partyId: 1003,
      partyName: 'Altra',
      outIds: [9],
      outHeads: [{ outId: 9, number: 'OUT-9', saleReference: 'X' }],
      hasDrugs: false,
      palletCount: 1,
      weightKg: 20,
      updatedAt: '2026-11-26T00:00:00.000Z',
    };
    const edit = consignmentEditParams(41, changes, { shipmentId: 5, createdAt: consignment.createdAt });
    const expectedEdit = electro
      .patch({ consignmentId: 41 })
      .set(changes)
      .where((a, { eq }) => `${eq(a.shipmentId, 5)} AND ${eq(a.createdAt, consignment.createdAt)}`)
      .params();
    expect(edit.Key).toStrictEqual(expectedEdit.Key);
    expect(updateOf(edit)).toStrictEqual(updateOf(expectedEdit));
    expect(conditionText(edit)).toBe(conditionText(expectedEdit));

    // Setting shipmentId rewrites the byShipment partition key (gsi1pk), as ElectroDB did.
    const move = consignmentMoveParams(41, 0, 12);
    const expectedMove = electro
      .patch({ consignmentId: 41 })
      .set({ shipmentId: 12 })
      .where((a, { eq }) => eq(a.shipmentId, 0))
      .params();
    expect(updateOf(move)).toStrictEqual(updateOf(expectedMove));
    expect(updateOf(move).set.gsi1pk).toBe('$portal#shipmentid_12');
    expect(conditionText(move)).toBe(conditionText(expectedMove));

    const del = consignmentDeleteParams(41);
    const expectedDel = electro
      .delete({ consignmentId: 41 })
      .where((a, { eq }) => eq(a.shipmentId, 0))
      .params();
    expect(del.Key).toStrictEqual(expectedDel.Key);
    expect(conditionText(del)).toBe(conditionText(expectedDel));
  });

  it("reads ElectroDB's items by key, in batches and by byShipment", async () => {
    const stored = electro.create(consignment).params().Item as Record<string, unknown>;
    const data = electro.parse({ Item: stored }).data;
    let sent = captureSent({ Item: stored });
    expect(await getConsignment(41)).toStrictEqual(data);
    expect(sent[0]!.input.Key).toStrictEqual(electro.get({ consignmentId: 41 }).params().Key);
    vi.restoreAllMocks();

    sent = captureSent({ Responses: { portal: [stored] } });
    expect(await getConsignments([41, 42])).toStrictEqual([data]);
    const keys = (sent[0]!.input.RequestItems as Record<string, { Keys: unknown[] }>).portal!.Keys;
    expect(keys).toStrictEqual(electro.get([{ consignmentId: 41 }, { consignmentId: 42 }]).params()[0]!.RequestItems.portal.Keys);
    vi.restoreAllMocks();

    sent = captureSent({ Items: [stored] });
    expect(await consignmentsOfShipment(0, { limit: 5, reverse: true })).toStrictEqual([data]);
    const expected = electro.query.byShipment({ shipmentId: 0 }).params({ order: 'desc', limit: 5 });
    expect(queryOf(sent[0]!.input)).toStrictEqual(queryOf(expected));
  });
});

describe('consignment memberships (consignmentOut) on dynamodb-toolbox', () => {
  afterEach(() => vi.restoreAllMocks());

  it("writes ElectroDB's items and conditions", async () => {
    const put = consignmentOutPutParams(link, 0);
    const expected = electroOut
      .put(link)
      .where((a, { notExists, eq }) => `${notExists(a.consignmentId)} OR ${eq(a.consignmentId, 0)}`)
      .params();
    expect(put.Item).toStrictEqual(expected.Item);
    expect(conditionText(put)).toBe(conditionText(expected));

    const del = consignmentOutDeleteParams(7, 41);
    const expectedDel = electroOut
      .delete({ outId: 7 })
      .where((a, { eq }) => eq(a.consignmentId, 41))
      .params();
    expect(del.Key).toStrictEqual(expectedDel.Key);
    expect(conditionText(del)).toBe(conditionText(expectedDel));
    expect(consignmentOutKey(7)).toStrictEqual({ TableName: 'portal', Key: electroOut.get({ outId: 7 }).params().Key });

    const sent = captureSent();
    await putConsignmentOut(link);
    expect(sent[0]!.input.Item).toStrictEqual(electroOut.put(link).params().Item);
    expect(sent[0]!.input.ConditionExpression).toBeUndefined();
  });

  it("reads ElectroDB's items back", async () => {
    const stored = electroOut.put(link).params().Item as Record<string, unknown>;
    captureSent({ Item: stored });
    expect(await getConsignmentOut(7)).toStrictEqual(electroOut.parse({ Item: stored }).data);
    vi.restoreAllMocks();
    captureSent({ Responses: { portal: [stored] } });
    expect(await getConsignmentOuts([7])).toStrictEqual([link]);
  });
});
