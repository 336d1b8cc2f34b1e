import { Entity } from 'electrodb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureSent } from '../toolbox.testing';
import {
  deleteOpcImportMappings,
  listOpcImportMappings,
  putOpcImportMapping,
  type NewOpcImportMapping,
} from './opc-import-mapping';

// The ElectroDB model this entity had before dynamodb-toolbox: stored items must stay byte-identical.
const electro = new Entity(
  {
    model: { entity: 'opcImportMapping', version: '1', service: 'portal' },
    attributes: {
      kind: { type: ['sell_in_fede', 'sell_in_platform'] as const, required: true },
      headersKey: { type: 'string', required: true },
      headers: { type: 'list', items: { type: 'string' }, required: true },
      mapping: { type: 'string', required: true },
      accountId: { type: 'number', required: true },
      updatedAt: { type: 'string', required: true, default: () => new Date().toISOString(), set: () => new Date().toISOString() },
    },
    indexes: { byKind: { pk: { field: 'pk', composite: ['kind'] }, sk: { field: 'sk', composite: ['headersKey'] } } },
  } as const,
  { table: 'portal' },
);

const mappings: NewOpcImportMapping[] = [
  { kind: 'sell_in_fede', headersKey: '9f86d081884c7d65', headers: ['codi', 'unitats'], mapping: '{"code":0}', accountId: 5 },
  { kind: 'sell_in_platform', headersKey: 'ABCdef', headers: [], mapping: '{}', accountId: 51 },
];

describe('operations import mappings on dynamodb-toolbox', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-25T10:00:00.000Z'), toFake: ['Date'] }));
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("puts ElectroDB's item, keys and markers byte for byte, stamped now, unconditionally", async () => {
    for (const mapping of mappings) {
      const sent = captureSent();
      const answered = await putOpcImportMapping(mapping);
      const expected = electro.put(mapping).params();
      expect(sent[0]!.input.Item).toStrictEqual(expected.Item);
      expect(sent[0]!.input.ConditionExpression).toBeUndefined();
      expect(answered).toStrictEqual(electro.parse({ Item: expected.Item }).data);
    }
  });

  it("batch-deletes ElectroDB's keys", async () => {
    const sent = captureSent();
    const keys = mappings.map(({ kind, headersKey }) => ({ kind, headersKey }));
    expect(await deleteOpcImportMappings(keys)).toBe(0);
    expect(sent.map((s) => s.input.RequestItems)).toStrictEqual(
      electro
        .delete(keys)
        .params<{ RequestItems: object }[]>()
        .map((e) => e.RequestItems),
    );
  });

  it("queries ElectroDB's byKind keys and reads its items back", async () => {
    const stored = mappings.map((m) => electro.put(m).params().Item as Record<string, unknown>);
    const sent = captureSent({ Items: stored });
    expect(await listOpcImportMappings('sell_in_platform')).toStrictEqual(stored.map((Item) => electro.parse({ Item }).data));
    const expected = electro.query.byKind({ kind: 'sell_in_platform' }).params().ExpressionAttributeValues as object;
    const input = sent[0]!.input as { ExpressionAttributeValues: Record<string, unknown> };
    expect(Object.values(input.ExpressionAttributeValues)).toEqual(expect.arrayContaining(Object.values(expected)));
  });
});
