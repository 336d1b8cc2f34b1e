import { Entity } from 'electrodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureSent, sentPutItems } from '../toolbox.testing';
import { labSalesBetween, putLabSales, type LabSaleItem } from './lab-sale';

// The ElectroDB model this entity had before dynamodb-toolbox: stored items must stay byte-identical.
const electro = new Entity(
  {
    model: { entity: 'labSale', version: '1', service: 'portal' },
    attributes: {
      partyId: { type: 'number', required: true },
      saleId: { type: 'number', required: true },
      saleDate: { type: 'string', required: true },
      pharmacyCode: { type: 'string', required: true },
      pharmacyName: { type: 'string', required: true },
      productCode: { type: 'string', required: true },
      productName: { type: 'string', required: true },
      units: { type: 'number', required: true },
      amountCents: { type: 'number', required: true },
    },
    indexes: {
      byLaboratory: {
        pk: { field: 'pk', composite: ['partyId'] },
        sk: { field: 'sk', composite: ['saleDate', 'saleId'] },
      },
    },
  } as const,
  { table: 'portal' },
);

const sales: LabSaleItem[] = [
  {
    partyId: 2001,
    saleId: 31,
    saleDate: '2026-01-15',
    pharmacyCode: 'S08001',
    pharmacyName: 'Farmàcia Puig i Soler',
    productCode: '7127291',
    productName: 'Crema Hidratant',
    units: 3,
    amountCents: 1250,
  },
  {
    partyId: 2002,
    saleId: 4,
    saleDate: '2025-12-31',
    pharmacyCode: 'S25001',
    pharmacyName: 'Farmàcia Lleida',
    productCode: '600001',
    productName: 'Xarop',
    units: 1,
    amountCents: 0,
  },
];
const stored = (s: LabSaleItem) => electro.put(s).params().Item as Record<string, unknown>;

describe('laboratory sales on dynamodb-toolbox', () => {
  afterEach(() => vi.restoreAllMocks());

  it("writes ElectroDB's items, keys and markers byte for byte", async () => {
    const sent = captureSent();
    await putLabSales(sales, 4);
    expect(sentPutItems(sent)).toStrictEqual(sales.map(stored));
  });

  it("queries ElectroDB's byLaboratory range and reads its items back", async () => {
    const sent = captureSent({ Items: [stored(sales[0]!)] });
    expect(await labSalesBetween(2001, '2026-01-01', '2026-02-01')).toStrictEqual([
      { ...electro.parse({ Item: stored(sales[0]!) }).data },
    ]);
    const expected = electro.query
      .byLaboratory({ partyId: 2001 })
      .between({ saleDate: '2026-01-01' }, { saleDate: '2026-02-01' })
      .params();
    const input = sent[0]!.input as { KeyConditionExpression: string; ExpressionAttributeValues: Record<string, unknown> };
    expect(input.KeyConditionExpression).toMatch(/BETWEEN/);
    expect(Object.values(input.ExpressionAttributeValues)).toEqual(
      expect.arrayContaining(Object.values(expected.ExpressionAttributeValues as object)),
    );
  });
});
