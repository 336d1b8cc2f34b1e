import { Entity } from 'electrodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureSent } from '../toolbox.testing';
import {
  deleteTicketComments,
  getTicketComment,
  listTicketComments,
  ticketCommentPut,
  type TicketCommentItem,
} from './ticket-comment';

// The ElectroDB model this entity had before dynamodb-toolbox: stored items must stay byte-identical.
const electro = new Entity(
  {
    model: { entity: 'ticketComment', version: '1', service: 'portal' },
    attributes: {
      ticketId: { type: 'number', required: true },
      commentId: { type: 'number', required: true },
      parentId: { type: 'number' },
      content: { type: 'string', required: true },
      userId: { type: 'number', required: true },
      createdAt: { type: 'string', required: true },
    },
    indexes: {
      byTicket: { pk: { field: 'pk', composite: ['ticketId'] }, sk: { field: 'sk', composite: ['commentId'] } },
    },
  } as const,
  { table: 'portal' },
);

const comments: TicketCommentItem[] = [
  { ticketId: 12, commentId: 40, content: 'Trucar demà', userId: 2, createdAt: '2026-01-03T09:30:00.000Z' },
  { ticketId: 12, commentId: 41, parentId: 40, content: 'Fet', userId: 1, createdAt: '2026-01-03T10:00:00.000Z' },
];

describe('ticket comments on dynamodb-toolbox', () => {
  afterEach(() => vi.restoreAllMocks());

  it("writes and deletes ElectroDB's items and keys byte for byte", async () => {
    captureSent(); // the table name, no client
    for (const c of comments) expect(ticketCommentPut(c)).toStrictEqual(electro.put(c).params());
    const sent = captureSent();
    await deleteTicketComments(comments);
    expect(sent[0]!.input.RequestItems).toStrictEqual(electro.delete(comments).params()[0]!.RequestItems);
  });

  it("queries ElectroDB's partition and reads its items back", async () => {
    captureSent(); // the table name, no client
    const stored = comments.map((c) => electro.put(c).params().Item as Record<string, unknown>);
    const sent = captureSent({ Items: stored });
    expect(await listTicketComments(12)).toStrictEqual(stored.map((Item) => ({ ...electro.parse({ Item }).data })));
    const expected = electro.query.byTicket({ ticketId: 12 }).params().ExpressionAttributeValues as object;
    const input = sent[0]!.input as { ExpressionAttributeValues: Record<string, unknown> };
    expect(Object.values(input.ExpressionAttributeValues)).toEqual(expect.arrayContaining(Object.values(expected)));
  });

  it("gets one comment by ElectroDB's key", async () => {
    captureSent(); // the table name, no client
    const stored = electro.put(comments[1]!).params().Item as Record<string, unknown>;
    const sent = captureSent({ Item: stored });
    expect(await getTicketComment(12, 41)).toStrictEqual({ ...electro.parse({ Item: stored }).data });
    expect(sent[0]!.input.Key).toStrictEqual(electro.get({ ticketId: 12, commentId: 41 }).params().Key);
  });
});
