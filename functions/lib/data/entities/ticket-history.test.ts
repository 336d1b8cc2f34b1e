import { Entity } from 'electrodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureSent } from '../toolbox.testing';
import { deleteTicketHistory, listTicketHistory, ticketHistoryPut, type TicketHistoryItem } from './ticket-history';

// The ElectroDB model this entity had before dynamodb-toolbox: stored items must stay byte-identical.
const electro = new Entity(
  {
    model: { entity: 'ticketHistory', version: '1', service: 'portal' },
    attributes: {
      ticketId: { type: 'number', required: true },
      entryId: { type: 'number', required: true },
      userId: { type: 'number', required: true },
      createdAt: { type: 'string', required: true },
      changes: { type: 'any', required: true },
    },
    indexes: {
      byTicket: {
        pk: { field: 'pk', composite: ['ticketId'] },
        sk: { field: 'sk', composite: ['entryId'] },
      },
    },
  } as const,
  { table: 'portal' },
);

const entries: TicketHistoryItem[] = [
  {
    ticketId: 12,
    entryId: 1,
    userId: 2,
    createdAt: '2026-01-03T09:30:00.000Z',
    changes: { status_id: [null, 3], new: [null, true] },
  },
  { ticketId: 12, entryId: 2, userId: 1, createdAt: '2026-01-04T09:30:00.000Z', changes: { status_id: [3, 5] } },
];

describe('ticket history on dynamodb-toolbox', () => {
  afterEach(() => vi.restoreAllMocks());

  it("writes and deletes ElectroDB's items and keys byte for byte", async () => {
    captureSent(); // the table name, no client
    for (const e of entries) expect(ticketHistoryPut(e)).toStrictEqual(electro.put(e).params());
    const sent = captureSent();
    await deleteTicketHistory(entries);
    expect(sent[0]!.input.RequestItems).toStrictEqual(electro.delete(entries).params()[0]!.RequestItems);
  });

  it("queries ElectroDB's partition newest first and reads its items back", async () => {
    captureSent(); // the table name, no client
    const stored = entries.map((e) => electro.put(e).params().Item as Record<string, unknown>);
    const sent = captureSent({ Items: stored });
    expect(await listTicketHistory(12, { newestFirst: true })).toStrictEqual(
      stored.map((Item) => ({ ...electro.parse({ Item }).data })),
    );
    const expected = electro.query.byTicket({ ticketId: 12 }).params({ order: 'desc' });
    const input = sent[0]!.input as { ExpressionAttributeValues: Record<string, unknown> };
    expect(Object.values(input.ExpressionAttributeValues)).toEqual(
      expect.arrayContaining(Object.values(expected.ExpressionAttributeValues as object)),
    );
    expect(input).toMatchObject({ ScanIndexForward: false });
  });
});
