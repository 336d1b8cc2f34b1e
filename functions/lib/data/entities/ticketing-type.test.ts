import { Entity } from 'electrodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureSent } from '../toolbox.testing';
import { deleteTicketingType, listTicketingTypes, putTicketingType } from './ticketing-type';

// The ElectroDB model this entity had before dynamodb-toolbox: stored items must stay byte-identical.
const electro = new Entity(
  {
    model: { entity: 'ticketingType', version: '1', service: 'portal' },
    attributes: {
      typeId: { type: 'number', required: true },
      nameCa: { type: 'string', required: true },
      nameEs: { type: 'string', required: true },
    },
    indexes: {
      all: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: ['typeId'] } },
    },
  } as const,
  { table: 'portal' },
);

const type = { typeId: 5, nameCa: 'TELÈFON', nameEs: 'TELÉFONO' };

describe('ticketing types on dynamodb-toolbox', () => {
  afterEach(() => vi.restoreAllMocks());

  it("writes and deletes ElectroDB's items and keys byte for byte", async () => {
    const sent = captureSent();
    await putTicketingType(type);
    await deleteTicketingType(5);
    expect(sent[0]!.input.Item).toStrictEqual(electro.put(type).params().Item);
    expect(sent[1]!.input.Key).toStrictEqual(electro.delete({ typeId: 5 }).params().Key);
  });

  it("queries ElectroDB's partition and reads its items back", async () => {
    const sent = captureSent({ Items: [electro.put(type).params().Item] });
    expect(await listTicketingTypes()).toStrictEqual([type]);
    const expected = electro.query.all({}).params().ExpressionAttributeValues as object;
    const input = sent[0]!.input as { ExpressionAttributeValues: Record<string, unknown> };
    expect(Object.values(input.ExpressionAttributeValues)).toEqual(expect.arrayContaining(Object.values(expected)));
  });
});
