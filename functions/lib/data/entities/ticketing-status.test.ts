import { Entity } from 'electrodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureSent } from '../toolbox.testing';
import { deleteTicketingStatus, listTicketingStatuses, putTicketingStatus } from './ticketing-status';

// The ElectroDB model this entity had before dynamodb-toolbox: stored items must stay byte-identical.
const electro = new Entity(
  {
    model: { entity: 'ticketingStatus', version: '1', service: 'portal' },
    attributes: {
      statusId: { type: 'number', required: true },
      nameCa: { type: 'string', required: true },
      nameEs: { type: 'string', required: true },
    },
    indexes: { all: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: ['statusId'] } } },
  } as const,
  { table: 'portal' },
);

const status = { statusId: 4, nameCa: 'EN ESPERA DEL CLIENT', nameEs: 'EN ESPERA DEL CLIENTE' };

describe('ticketing statuses on dynamodb-toolbox', () => {
  afterEach(() => vi.restoreAllMocks());

  it("writes and deletes ElectroDB's items and keys byte for byte", async () => {
    const sent = captureSent();
    await putTicketingStatus(status);
    await deleteTicketingStatus(4);
    expect(sent[0]!.input.Item).toStrictEqual(electro.put(status).params().Item);
    expect(sent[1]!.input.Key).toStrictEqual(electro.delete({ statusId: 4 }).params().Key);
  });

  it("queries ElectroDB's partition and reads its items back", async () => {
    const sent = captureSent({ Items: [electro.put(status).params().Item] });
    expect(await listTicketingStatuses()).toStrictEqual([status]);
    const expected = electro.query.all({}).params().ExpressionAttributeValues as object;
    const input = sent[0]!.input as { ExpressionAttributeValues: Record<string, unknown> };
    expect(Object.values(input.ExpressionAttributeValues)).toEqual(expect.arrayContaining(Object.values(expected)));
  });
});
