import { Entity } from 'electrodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureSent } from '../toolbox.testing';
import {
  readTicket,
  ticketDelete,
  ticketPut,
  ticketsByUpdatedQuery,
  ticketsInStatusQuery,
  ticketsOfAssigneeQuery,
  type TicketItem,
} from './ticket';

// The ElectroDB model this entity had before dynamodb-toolbox: stored items must stay byte-identical.
const electro = new Entity(
  {
    model: { entity: 'ticket', version: '1', service: 'portal' },
    attributes: {
      ticketId: { type: 'number', required: true },
      channelId: { type: 'number', required: true },
      partyId: { type: 'number' },
      partyName: { type: 'string' },
      typeId: { type: 'number', required: true },
      description: { type: 'string', required: true },
      resolution: { type: 'string' },
      createdById: { type: 'number', required: true },
      assignedUserId: { type: 'number', required: true },
      statusId: { type: 'number', required: true },
      unread: { type: 'boolean', required: true },
      version: { type: 'number', required: true },
      commentSeq: { type: 'number', required: true },
      createdAt: { type: 'string', required: true },
      updatedAt: { type: 'string', required: true },
      updatedById: { type: 'number', required: true },
      commentText: { type: 'string' },
      row: { type: 'any', required: true },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['ticketId'] }, sk: { field: 'sk', composite: [] } },
      byAssignee: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['assignedUserId'] },
        sk: { field: 'gsi1sk', composite: ['updatedAt', 'ticketId'] },
      },
      byStatus: {
        index: 'gsi3',
        pk: { field: 'gsi3pk', composite: ['statusId'] },
        sk: { field: 'gsi3sk', composite: ['updatedAt', 'ticketId'] },
      },
      list: {
        index: 'gsi4',
        pk: { field: 'gsi4pk', composite: [] },
        sk: { field: 'gsi4sk', composite: ['updatedAt', 'ticketId'] },
      },
    },
  } as const,
  { table: 'portal' },
);

const base: TicketItem = {
  ticketId: 12,
  channelId: 5,
  partyId: 1001,
  typeId: 2,
  description: 'La comanda de dimarts va arribar incompleta',
  createdById: 1,
  assignedUserId: 2,
  statusId: 3,
  unread: true,
  version: 4,
  commentSeq: 1,
  createdAt: '2026-01-02T08:00:00.000Z',
  updatedAt: '2026-01-03T09:30:00.000Z',
  updatedById: 2,
  commentText: 'trucar dema',
  row: { id: 12, status: 3, search: 'la comanda', party_id: 1001, resolution: null },
};
const tickets: TicketItem[] = [
  base,
  { ...base, ticketId: 13, partyId: undefined, partyName: 'FARMÀCIA NOVA', resolution: 'Tancada', commentText: '' },
];

describe('tickets on dynamodb-toolbox', () => {
  afterEach(() => vi.restoreAllMocks());

  it("writes ElectroDB's item, keys, index keys and markers byte for byte", () => {
    captureSent(); // the table name, no client
    for (const t of tickets) {
      const put = ticketPut(t);
      expect(put).toStrictEqual(electro.put(t).params());
      expect(put.ConditionExpression).toBeUndefined();
    }
    expect(ticketDelete(12)).toStrictEqual(electro.delete({ ticketId: 12 }).params());
  });

  it("reads ElectroDB's item back consistently, without keys or markers", async () => {
    captureSent(); // the table name, no client
    const stored = electro.put(tickets[1]!).params().Item as Record<string, unknown>;
    const sent = captureSent({ Item: stored });
    expect(await readTicket(13)).toStrictEqual({ ...electro.parse({ Item: stored }).data });
    expect(sent[0]!.input).toMatchObject(electro.get({ ticketId: 13 }).params({ consistent: true }));
  });

  it('answers null for a missing ticket', async () => {
    captureSent(); // the table name, no client
    captureSent({});
    expect(await readTicket(99)).toBeNull();
  });

  it("queries ElectroDB's gsi1, gsi3 and gsi4 ranges", () => {
    captureSent(); // the table name, no client
    expect(ticketsByUpdatedQuery()).toStrictEqual(electro.query.list({}).params());
    expect(ticketsOfAssigneeQuery(7)).toStrictEqual(electro.query.byAssignee({ assignedUserId: 7 }).params());
    expect(ticketsInStatusQuery(3)).toStrictEqual(electro.query.byStatus({ statusId: 3 }).params());
  });
});
