import { Entity } from 'electrodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureSent } from '../toolbox.testing';
import { deleteTicketingChannel, listTicketingChannels, putTicketingChannel } from './ticketing-channel';

// The ElectroDB model this entity had before dynamodb-toolbox: stored items must stay byte-identical.
const electro = new Entity(
  {
    model: { entity: 'ticketingChannel', version: '1', service: 'portal' },
    attributes: {
      channelId: { type: 'number', required: true },
      nameCa: { type: 'string', required: true },
      nameEs: { type: 'string', required: true },
    },
    indexes: {
      all: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: ['channelId'] } },
    },
  } as const,
  { table: 'portal' },
);

const channel = { channelId: 5, nameCa: 'TELÈFON', nameEs: 'TELÉFONO' };

describe('ticketing channels on dynamodb-toolbox', () => {
  afterEach(() => vi.restoreAllMocks());

  it("writes and deletes ElectroDB's items and keys byte for byte", async () => {
    const sent = captureSent();
    await putTicketingChannel(channel);
    await deleteTicketingChannel(5);
    expect(sent[0]!.input.Item).toStrictEqual(electro.put(channel).params().Item);
    expect(sent[1]!.input.Key).toStrictEqual(electro.delete({ channelId: 5 }).params().Key);
  });

  it("queries ElectroDB's partition and reads its items back", async () => {
    const sent = captureSent({ Items: [electro.put(channel).params().Item] });
    expect(await listTicketingChannels()).toStrictEqual([channel]);
    const expected = electro.query.all({}).params().ExpressionAttributeValues as object;
    const input = sent[0]!.input as { ExpressionAttributeValues: Record<string, unknown> };
    expect(Object.values(input.ExpressionAttributeValues)).toEqual(expect.arrayContaining(Object.values(expected)));
  });
});
