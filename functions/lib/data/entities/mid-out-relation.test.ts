import { Entity } from 'electrodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryOf } from '../params.testing';
import { captureSent } from '../toolbox.testing';
import { putMidOutRelation, relationsOfOut, relationsOfShipmentIn, type MidOutRelationItem } from './mid-out-relation';

process.env.TABLE_NAME ??= 'portal';
process.env.AWS_REGION ??= 'eu-west-1';

// The ElectroDB model this entity had before dynamodb-toolbox: stored items must stay byte-identical.
const electro = new Entity(
  {
    model: { entity: 'midOutRelation', version: '1', service: 'portal' },
    attributes: {
      shipmentInId: { type: 'number', required: true },
      saleId: { type: 'number', required: true },
      outId: { type: 'number', required: true },
      outNumber: { type: 'string', required: true },
      shipmentInNumber: { type: 'string', required: true },
      at: { type: 'string', required: true },
      by: { type: 'string', required: true },
    },
    indexes: {
      byPair: { pk: { field: 'pk', composite: ['shipmentInId'] }, sk: { field: 'sk', composite: ['saleId'] } },
      byOut: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['outId'] },
        sk: { field: 'gsi1sk', composite: ['shipmentInId', 'saleId'] },
      },
    },
  } as const,
  { table: 'portal' },
);

const relation: MidOutRelationItem = {
  shipmentInId: 501,
  saleId: 6001,
  outId: 9002,
  outNumber: 'OUT-9002',
  shipmentInNumber: 'IN-501',
  at: '2026-11-25T14:30:00.000Z',
  by: 'joan',
};

describe('mid-out relations on dynamodb-toolbox', () => {
  afterEach(() => vi.restoreAllMocks());

  it("puts ElectroDB's item, keys and markers byte for byte", async () => {
    const sent = captureSent();
    await putMidOutRelation(relation);
    expect(sent[0]!.input.Item).toStrictEqual(electro.put(relation).params().Item);
    expect(sent[0]!.input.ConditionExpression).toBeUndefined();
  });

  it("queries byPair and byOut and reads ElectroDB's items back", async () => {
    const stored = electro.put(relation).params().Item as Record<string, unknown>;
    const sent = captureSent({ Items: [stored] });
    expect(await relationsOfShipmentIn(501)).toStrictEqual([relation]);
    expect(await relationsOfOut(9002)).toStrictEqual([relation]);
    expect(sent.map((s) => queryOf(s.input))).toStrictEqual(
      [electro.query.byPair({ shipmentInId: 501 }).params(), electro.query.byOut({ outId: 9002 }).params()].map(queryOf),
    );
  });
});
