import { Entity } from 'electrodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureSent } from '../toolbox.testing';
import {
  listingsByCreatedQuery,
  listingsCreatedBetweenQuery,
  listingsOfAssigneeInStatusQuery,
  listingsOfParty,
  ticketListingDelete,
  ticketListingPut,
  type TicketListingItem,
} from './ticket-listing';

// The ElectroDB model this entity had before dynamodb-toolbox: stored items must stay byte-identical.
const electro = new Entity(
  {
    model: { entity: 'ticketListing', version: '1', service: 'portal' },
    attributes: {
      ticketId: { type: 'number', required: true },
      assignedUserId: { type: 'number', required: true },
      statusId: { type: 'number', required: true },
      typeId: { type: 'number', required: true },
      partyId: { type: 'number' },
      createdAt: { type: 'string', required: true },
      updatedAt: { type: 'string', required: true },
      row: { type: 'any', required: true },
    },
    indexes: {
      byAssigneeStatus: {
        pk: { field: 'pk', composite: ['assignedUserId', 'statusId'] },
        sk: { field: 'sk', composite: ['updatedAt', 'ticketId'] },
      },
      byParty: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['partyId'] },
        sk: { field: 'gsi1sk', composite: ['createdAt', 'ticketId'] },
      },
      byCreated: {
        index: 'gsi2',
        pk: { field: 'gsi2pk', composite: [] },
        sk: { field: 'gsi2sk', composite: ['createdAt', 'ticketId'] },
      },
    },
  } as const,
  { table: 'portal' },
);

const listings: TicketListingItem[] = [
  {
    ticketId: 12,
    assignedUserId: 2,
    statusId: 3,
    typeId: 2,
    partyId: 1001,
    createdAt: '2026-01-02T08:00:00.000Z',
    updatedAt: '2026-01-03T09:30:00.000Z',
    row: { id: 12, status: 3 },
  },
  // A free-text party: ElectroDB still writes gsi1, with an empty partyId composite.
  {
    ticketId: 13,
    assignedUserId: 1,
    statusId: 5,
    typeId: 6,
    partyId: undefined,
    createdAt: '2026-02-02T08:00:00.000Z',
    updatedAt: '2026-02-02T08:00:00.000Z',
    row: { id: 13, status: 5 },
  },
];

describe('ticket listings on dynamodb-toolbox', () => {
  afterEach(() => vi.restoreAllMocks());

  it("writes and deletes ElectroDB's items, keys and index keys byte for byte", () => {
    captureSent(); // the table name, no client
    for (const l of listings) {
      expect(ticketListingPut(l)).toStrictEqual(electro.put(l).params());
      expect(ticketListingDelete(l)).toStrictEqual(electro.delete(l).params());
    }
  });

  it("queries ElectroDB's primary and gsi2 ranges", () => {
    captureSent(); // the table name, no client
    expect(listingsOfAssigneeInStatusQuery(2, 3)).toStrictEqual(
      electro.query.byAssigneeStatus({ assignedUserId: 2, statusId: 3 }).params(),
    );
    expect(listingsByCreatedQuery()).toStrictEqual(electro.query.byCreated({}).params());
    expect(listingsCreatedBetweenQuery('2026-01-09T23:00:00.000Z', '9999')).toStrictEqual(
      electro.query.byCreated({}).between({ createdAt: '2026-01-09T23:00:00.000Z' }, { createdAt: '9999' }).params(),
    );
    expect(listingsCreatedBetweenQuery('', '2026-01-10T23:00:00.000Z')).toStrictEqual(
      electro.query.byCreated({}).between({ createdAt: '' }, { createdAt: '2026-01-10T23:00:00.000Z' }).params(),
    );
  });

  it("reads a party's listings on ElectroDB's gsi1 keys, leaving other entities' items out", async () => {
    captureSent(); // the table name, no client
    const stored = electro.put(listings[0]!).params().Item as Record<string, unknown>;
    const other = { ...stored, __edb_e__: 'call' };
    const sent = captureSent({ Items: [stored, other] });
    const since = '2026-01-01T00:00:00.000Z';
    const { items, next } = await listingsOfParty(1001, { since });
    expect(items).toStrictEqual([{ ...electro.parse({ Item: stored }).data }]);
    expect(next).toBeUndefined();
    const expected = electro.query.byParty({ partyId: 1001 }).gte({ createdAt: since }).params({ order: 'desc' });
    expect(sent[0]!.input).toMatchObject(expected);

    await listingsOfParty(1001, { limit: 100, start: { pk: 'x' } });
    expect(sent[1]!.input).toMatchObject({
      ...electro.query.byParty({ partyId: 1001 }).params({ order: 'desc', limit: 100 }),
      ExclusiveStartKey: { pk: 'x' },
    });
  });
});
