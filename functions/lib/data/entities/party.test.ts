import { Entity } from 'electrodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toE164 } from '../../../../shared/ticketing/phone';
import { captureSent, sentPutItems } from '../toolbox.testing';
import { getParties, getParty, listParties, partiesByPhone, partyRecords, putParties, type NewParty } from './party';

// The ElectroDB model this entity had before dynamodb-toolbox: stored items must stay byte-identical.
const electro = new Entity(
  {
    model: { entity: 'party', version: '1', service: 'portal' },
    attributes: {
      partyId: { type: 'number', required: true },
      code: { type: 'string', required: true },
      name: { type: 'string', required: true },
      phone: { type: 'string' },
      phoneE164: {
        type: 'string',
        watch: ['phone'],
        set: (_: unknown, item: { phone?: string }) => toE164(item.phone) ?? undefined,
      },
      kind: { type: ['pharmacy', 'laboratory', 'platform'] as const, required: true },
      employees: {
        type: 'list',
        items: {
          type: 'map',
          properties: { name: { type: 'string' }, phone: { type: 'string' }, email: { type: 'string' } },
        },
        default: () => [],
      },
      coldChain: { type: 'boolean' },
      erpUpdatedAt: { type: 'string' },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['partyId'] }, sk: { field: 'sk', composite: [] } },
      byKind: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['kind', 'code'] } },
      byPhone: {
        index: 'gsi2',
        pk: { field: 'gsi2pk', composite: ['phoneE164'] },
        sk: { field: 'gsi2sk', composite: ['partyId'] },
      },
    },
  } as const,
  { table: 'portal' },
);

const parties: NewParty[] = [
  {
    partyId: 1001,
    code: 'S08001',
    name: 'Farmàcia Puig i Soler',
    phone: '933 101 001',
    kind: 'pharmacy',
    employees: [{ name: 'Marta Vidal', phone: '600 111 222', email: 'Marta.Vidal@example.com' }, { name: 'Sense telèfon' }],
  },
  // No phone: ElectroDB still writes gsi2's keys (`$portal#phonee164_`).
  {
    partyId: 990_001,
    code: 'LAB-Prova',
    name: 'Laboratori Prova SA',
    kind: 'laboratory',
    coldChain: true,
    erpUpdatedAt: '2026-01-02T11:00:00.000Z',
  },
  // A phone with no E.164 form.
  { partyId: 7, code: 'PLT7', name: 'Plataforma', phone: '12', kind: 'platform', employees: [] },
];
const stored = (p: NewParty) => electro.put(p).params().Item as Record<string, unknown>;
const read = (p: NewParty) => ({ ...electro.parse({ Item: stored(p) }).data });

describe('parties on dynamodb-toolbox', () => {
  afterEach(() => vi.restoreAllMocks());

  it("writes ElectroDB's items, keys, index keys, derived phone and markers byte for byte", async () => {
    const sent = captureSent();
    await putParties(parties);
    expect(sentPutItems(sent)).toStrictEqual(parties.map(stored));
    for (const p of parties) {
      expect(partyRecords.item(p as unknown as Record<string, unknown>)).toStrictEqual(stored(p));
      expect(partyRecords.key(p.partyId)).toStrictEqual(electro.get({ partyId: p.partyId }).params().Key);
    }
  });

  it("gets ElectroDB's keys and reads its items back (null when missing)", async () => {
    let sent = captureSent({ Item: stored(parties[0]!) });
    expect(await getParty(1001)).toStrictEqual(read(parties[0]!));
    expect(sent[0]!.input.Key).toStrictEqual(electro.get({ partyId: 1001 }).params().Key);
    vi.restoreAllMocks();
    sent = captureSent({});
    expect(await getParty(5)).toBeNull();

    vi.restoreAllMocks();
    sent = captureSent({ Responses: { portal: parties.map(stored) } });
    expect(await getParties([1001, 990_001, 7])).toStrictEqual(parties.map(read));
    const keys = (sent[0]!.input.RequestItems as Record<string, { Keys: unknown[] }>).portal!.Keys;
    expect(keys).toStrictEqual(parties.map((p) => electro.get({ partyId: p.partyId }).params().Key));
  });

  it('reads, as ElectroDB did, an item stored before its defaulted attributes and gsi2 existed', async () => {
    const { employees, phoneE164, gsi2pk, gsi2sk, ...old } = stored(parties[0]!);
    expect([employees, phoneE164, gsi2pk, gsi2sk].every((v) => v !== undefined)).toBe(true);
    captureSent({ Item: old });
    expect(await getParty(1001)).toStrictEqual({ ...electro.parse({ Item: old }).data });
  });

  it("queries ElectroDB's byKind keys, whole and by kind", async () => {
    for (const kind of [undefined, 'pharmacy'] as const) {
      const sent = captureSent({ Items: [stored(parties[0]!)] });
      expect(await listParties(kind)).toStrictEqual([read(parties[0]!)]);
      const q = electro.query.byKind({});
      const expected = (kind ? q.begins({ kind }) : q).params();
      const input = sent[0]!.input as { IndexName: string; ExpressionAttributeValues: Record<string, unknown> };
      expect(input.IndexName).toBe('gsi1');
      expect(Object.values(input.ExpressionAttributeValues)).toEqual(
        expect.arrayContaining(Object.values(expected.ExpressionAttributeValues as object)),
      );
      vi.restoreAllMocks();
    }
  });

  it("queries ElectroDB's byPhone keys", async () => {
    const sent = captureSent({ Items: [stored(parties[0]!)] });
    expect(await partiesByPhone('+34933101001', 5)).toStrictEqual([read(parties[0]!)]);
    const expected = electro.query.byPhone({ phoneE164: '+34933101001' }).params({ limit: 5 });
    const input = sent[0]!.input as { IndexName: string; ExpressionAttributeValues: Record<string, unknown> };
    expect(input).toMatchObject({ IndexName: 'gsi2', Limit: 5 });
    expect(Object.values(input.ExpressionAttributeValues)).toEqual(
      expect.arrayContaining(Object.values(expected.ExpressionAttributeValues as object)),
    );
  });
});
