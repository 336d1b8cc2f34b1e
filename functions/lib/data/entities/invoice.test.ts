import { Entity } from 'electrodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keyConditionOf } from '../params.testing';
import { captureSent, sentPutItems } from '../toolbox.testing';
import { getInvoice, invoiceRecords, listPartyInvoices, putInvoices, type InvoiceItem } from './invoice';

// The ElectroDB model this entity had before dynamodb-toolbox: stored items must stay byte-identical.
const electro = new Entity(
  {
    model: { entity: 'invoice', version: '1', service: 'portal' },
    attributes: {
      invoiceId: { type: 'number', required: true },
      partyId: { type: 'number', required: true },
      invoiceDate: { type: 'string', required: true },
      document: { type: ['invoice', 'credit'] as const, required: true },
      number: { type: 'string', required: true },
      amountCents: { type: 'number', required: true },
      pdfKey: { type: 'string', required: true },
      erpUpdatedAt: { type: 'string' },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['invoiceId'] }, sk: { field: 'sk', composite: [] } },
      byParty: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['partyId'] },
        sk: { field: 'gsi1sk', composite: ['invoiceDate', 'invoiceId'] },
      },
    },
  } as const,
  { table: 'portal' },
);

const invoices: InvoiceItem[] = [
  {
    invoiceId: 3,
    partyId: 1001,
    invoiceDate: '2026-01-02',
    document: 'invoice',
    number: 'FV-26/0003',
    amountCents: 12_345,
    pdfKey: 'invoices/1001/2026/FV-26_0003.pdf',
  },
  {
    invoiceId: 40,
    partyId: 7,
    invoiceDate: '2025-12-31',
    document: 'credit',
    number: 'AB-25/X',
    amountCents: -500,
    pdfKey: 'invoices/7/2025/AB-25_X.pdf',
    erpUpdatedAt: '2026-01-01T10:00:00Z',
  },
];

describe('invoices on dynamodb-toolbox', () => {
  afterEach(() => vi.restoreAllMocks());

  it("writes ElectroDB's items, keys, index keys and markers byte for byte (seed and ERP loader)", async () => {
    const sent = captureSent();
    await putInvoices(invoices);
    const expected = invoices.map((i) => electro.put(i).params().Item);
    expect(sentPutItems(sent)).toStrictEqual(expected);
    expect(invoices.map((i) => invoiceRecords.item({ ...i }))).toStrictEqual(expected);
    expect(invoiceRecords.key(40)).toStrictEqual(electro.get({ invoiceId: 40 }).params().Key);
  });

  it("gets and queries ElectroDB's keys (byParty, all and one year) and reads its items back", async () => {
    const stored = electro.put(invoices[1]!).params().Item;
    const sent = captureSent({ Item: stored, Items: [stored] });
    expect(await getInvoice(40)).toStrictEqual(invoices[1]);
    expect(await listPartyInvoices(7)).toStrictEqual([invoices[1]]);
    expect(await listPartyInvoices(7, 2025)).toStrictEqual([invoices[1]]);
    expect(sent[0]!.input.Key).toStrictEqual(electro.get({ invoiceId: 40 }).params().Key);
    expect(keyConditionOf(sent[1]!.input)).toStrictEqual(keyConditionOf(electro.query.byParty({ partyId: 7 }).params()));
    const year = electro.query.byParty({ partyId: 7 }).begins({ invoiceDate: '2025-' }).params();
    expect(keyConditionOf(sent[2]!.input)).toStrictEqual(keyConditionOf(year));
    expect(keyConditionOf(year)).toStrictEqual({
      index: 'gsi1',
      key: 'gsi1pk = "$portal#partyid_7" AND begins_with(gsi1sk, "$invoice_1#invoicedate_2025-")',
    });
  });

  it('answers null for a missing invoice, as ElectroDB did', async () => {
    captureSent({});
    expect(await getInvoice(1)).toBeNull();
  });
});
