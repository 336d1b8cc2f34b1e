import { Entity } from 'electrodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureSent } from '../toolbox.testing';
import { putRoles, type RoleItem } from './role';

// The ElectroDB model this entity had before dynamodb-toolbox: stored items must stay byte-identical.
const electro = new Entity(
  {
    model: { entity: 'role', version: '1', service: 'portal' },
    attributes: {
      roleId: { type: 'number', required: true },
      key: { type: 'string', required: true },
      parentId: { type: 'number' },
      guestTypeId: { type: 'number' },
      nameCa: { type: 'string', required: true },
      nameEs: { type: 'string', required: true },
    },
    indexes: {
      all: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: ['roleId'] } },
    },
  } as const,
  { table: 'portal' },
);

const roles: RoleItem[] = [
  { roleId: 2, key: 'internal', nameCa: 'Intern', nameEs: 'Interno' },
  { roleId: 121, key: 'warehouseLeaf', parentId: 120, guestTypeId: 1, nameCa: 'Magatzem', nameEs: 'Almacén' },
  { roleId: 3, key: 'x', parentId: undefined, nameCa: 'A', nameEs: 'B' },
];

describe('roles on dynamodb-toolbox', () => {
  afterEach(() => vi.restoreAllMocks());

  it("writes ElectroDB's items, keys and markers byte for byte", async () => {
    const sent = captureSent();
    await putRoles(roles);
    const requests = (sent[0]!.input.RequestItems as Record<string, { PutRequest: { Item: unknown } }[]>).portal!;
    expect(requests.map((r) => r.PutRequest.Item)).toStrictEqual(roles.map((r) => electro.put(r).params().Item));
  });
});
