import { Entity } from 'electrodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureSent } from '../toolbox.testing';
import { getLots, lotRecords, type LotItem } from './lot';

// The ElectroDB model this entity had before dynamodb-toolbox: stored items must stay byte-identical.
const electro = new Entity(
  {
    model: { entity: 'lot', version: '1', service: 'portal' },
    attributes: {
      lotId: { type: 'number', required: true },
      productId: { type: 'number', required: true },
      number: { type: 'string', required: true },
      expiresOn: { type: 'string' },
      erpUpdatedAt: { type: 'string', required: true },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['lotId'] }, sk: { field: 'sk', composite: [] } },
      byProduct: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['productId'] },
        sk: { field: 'gsi1sk', composite: ['number'] },
      },
    },
  } as const,
  { table: 'portal' },
);

const lots: LotItem[] = [
  { lotId: 812, productId: 44, number: 'L2027-AB/9', expiresOn: '2027-03-31', erpUpdatedAt: '2026-11-25T10:00:00.000Z' },
  { lotId: 5, productId: 1_000_123, number: 'x', erpUpdatedAt: '2026-01-01T00:00:00.000Z' },
];

describe('lots on dynamodb-toolbox', () => {
  afterEach(() => vi.restoreAllMocks());

  it("stores ElectroDB's item, keys and markers byte for byte (the ERP loader's store)", () => {
    captureSent();
    for (const lot of lots) {
      expect(lotRecords.item({ ...lot })).toStrictEqual(electro.put(lot).params().Item);
      expect(lotRecords.key(lot.lotId)).toStrictEqual(electro.get({ lotId: lot.lotId }).params().Key);
    }
    // The loader passes absent optional attributes as undefined.
    expect(lotRecords.item({ ...lots[1], expiresOn: undefined })).toStrictEqual(electro.put(lots[1]!).params().Item);
  });

  it("reads ElectroDB's items back by key", async () => {
    const stored = lots.map((l) => electro.put(l).params().Item as Record<string, unknown>);
    const sent = captureSent({ Responses: { portal: stored } });
    expect(await getLots([812, 5])).toStrictEqual(lots.map((l) => electro.parse({ Item: electro.put(l).params().Item }).data));
    const input = sent[0]!.input as { RequestItems: { portal: { Keys: unknown[] } } };
    expect(input.RequestItems.portal.Keys).toStrictEqual(lots.map((l) => electro.get({ lotId: l.lotId }).params().Key));
  });
});
