import { Entity } from 'electrodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureSent } from '../toolbox.testing';
import {
  deleteTicketAttachment,
  deleteTicketAttachments,
  getTicketAttachment,
  listTicketAttachments,
  ticketAttachmentPut,
  type TicketAttachmentItem,
} from './ticket-attachment';

// The ElectroDB model this entity had before dynamodb-toolbox: stored items must stay byte-identical.
const electro = new Entity(
  {
    model: { entity: 'ticketAttachment', version: '1', service: 'portal' },
    attributes: {
      ticketId: { type: 'number', required: true },
      basename: { type: 'string', required: true },
      fileName: { type: 'string', required: true },
      key: { type: 'string', required: true },
      size: { type: 'number', required: true },
      userId: { type: 'number', required: true },
      createdAt: { type: 'string', required: true },
    },
    indexes: {
      byTicket: { pk: { field: 'pk', composite: ['ticketId'] }, sk: { field: 'sk', composite: ['basename'] } },
    },
  } as const,
  { table: 'portal' },
);

const attachments: TicketAttachmentItem[] = [
  {
    ticketId: 12,
    basename: '0f8fad5b-d9cb-469f-a165-70867728950e.pdf',
    fileName: 'Albarà 12.PDF',
    key: 'ticketing/attachments/0f8fad5b-d9cb-469f-a165-70867728950e.pdf',
    size: 12345,
    userId: 2,
    createdAt: '2026-01-03T09:30:00.000Z',
  },
];
const a = attachments[0]!;

describe('ticket attachments on dynamodb-toolbox', () => {
  afterEach(() => vi.restoreAllMocks());

  it("writes and deletes ElectroDB's items and keys byte for byte", async () => {
    captureSent(); // the table name, no client
    expect(ticketAttachmentPut(a)).toStrictEqual(electro.put(a).params());
    const sent = captureSent();
    await deleteTicketAttachments(attachments);
    await deleteTicketAttachment(a.ticketId, a.basename);
    expect(sent[0]!.input.RequestItems).toStrictEqual(electro.delete(attachments).params()[0]!.RequestItems);
    expect(sent[1]!.input).toStrictEqual(electro.delete(a).params());
  });

  it("queries ElectroDB's partition and gets its items back", async () => {
    captureSent(); // the table name, no client
    const stored = electro.put(a).params().Item as Record<string, unknown>;
    const sent = captureSent({ Items: [stored], Item: stored });
    expect(await listTicketAttachments(12)).toStrictEqual([{ ...electro.parse({ Item: stored }).data }]);
    expect(await getTicketAttachment(12, a.basename)).toStrictEqual({ ...electro.parse({ Item: stored }).data });
    const expected = electro.query.byTicket({ ticketId: 12 }).params().ExpressionAttributeValues as object;
    const input = sent[0]!.input as { ExpressionAttributeValues: Record<string, unknown> };
    expect(Object.values(input.ExpressionAttributeValues)).toEqual(expect.arrayContaining(Object.values(expected)));
    expect(sent[1]!.input.Key).toStrictEqual(electro.get(a).params().Key);
  });
});
