import { Entity } from 'electrodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureSent } from '../toolbox.testing';
import {
  callKeyPut,
  callPut,
  callsByCreatedQuery,
  callsCreatedBetweenQuery,
  callsInLangQuery,
  callsOfNumberQuery,
  readCall,
  readCallKey,
  type CallItem,
} from './call';

// The ElectroDB model this entity had before dynamodb-toolbox: stored items must stay byte-identical.
const electro = new Entity(
  {
    model: { entity: 'call', version: '1', service: 'portal' },
    attributes: {
      callId: { type: 'number', required: true },
      switchboardId: { type: 'string', required: true },
      createdAt: { type: 'string', required: true },
      number: { type: 'string', required: true },
      numberE164: { type: 'string' },
      partyId: { type: 'number' },
      lang: { type: ['ca', 'es'] as const, required: true },
      row: { type: 'any', required: true },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['callId'] }, sk: { field: 'sk', composite: [] } },
      byNumber: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['numberE164'] },
        sk: { field: 'gsi1sk', composite: ['createdAt', 'callId'] },
      },
      byParty: {
        index: 'gsi2',
        pk: { field: 'gsi2pk', composite: ['partyId'] },
        sk: { field: 'gsi2sk', composite: ['createdAt', 'callId'] },
      },
      byLang: {
        index: 'gsi3',
        pk: { field: 'gsi3pk', composite: ['lang'] },
        sk: { field: 'gsi3sk', composite: ['createdAt', 'callId'] },
      },
      list: {
        index: 'gsi4',
        pk: { field: 'gsi4pk', composite: [] },
        sk: { field: 'gsi4sk', composite: ['createdAt', 'callId'] },
      },
    },
  } as const,
  { table: 'portal' },
);

const electroKey = new Entity(
  {
    model: { entity: 'callKey', version: '1', service: 'portal' },
    attributes: {
      switchboardId: { type: 'string', required: true },
      callId: { type: 'number', required: true },
    },
    indexes: {
      bySwitchboardId: { pk: { field: 'pk', composite: ['switchboardId'] }, sk: { field: 'sk', composite: [] } },
    },
  } as const,
  { table: 'portal' },
);

const base: CallItem = {
  callId: 7,
  switchboardId: 'Demo-Call-1',
  createdAt: '2026-01-03T09:30:00.000Z',
  number: '933 101 001',
  numberE164: '+34933101001',
  partyId: 1001,
  lang: 'ca',
  row: { id: 7, e164: '+34933101001', party_id: 1001 },
};
// An unknown number: ElectroDB still writes gsi1 and gsi2, with empty composites.
const calls: CallItem[] = [base, { ...base, callId: 8, number: '600', numberE164: undefined, partyId: undefined, lang: 'es' }];

describe('calls on dynamodb-toolbox', () => {
  afterEach(() => vi.restoreAllMocks());

  it("writes ElectroDB's items, keys, index keys and markers byte for byte", () => {
    captureSent(); // the table name, no client
    for (const c of calls) expect(callPut(c)).toStrictEqual(electro.put(c).params());
    const key = { switchboardId: 'Demo-Call-1', callId: 7 };
    expect(callKeyPut(key)).toStrictEqual(electroKey.put(key).params());
  });

  it("gets ElectroDB's items back by their keys", async () => {
    captureSent(); // the table name, no client
    const stored = electro.put(calls[1]!).params().Item as Record<string, unknown>;
    let sent = captureSent({ Item: stored });
    expect(await readCall(8, { consistent: true })).toStrictEqual({ ...electro.parse({ Item: stored }).data });
    expect(sent[0]!.input).toMatchObject(electro.get({ callId: 8 }).params({ consistent: true }));
    vi.restoreAllMocks();
    const storedKey = electroKey.put({ switchboardId: 'Demo-Call-1', callId: 7 }).params().Item as Record<string, unknown>;
    sent = captureSent({ Item: storedKey });
    expect(await readCallKey('Demo-Call-1')).toStrictEqual({ switchboardId: 'Demo-Call-1', callId: 7 });
    expect(sent[0]!.input.Key).toStrictEqual(electroKey.get({ switchboardId: 'Demo-Call-1' }).params().Key);
  });

  it("queries ElectroDB's gsi1, gsi3 and gsi4 ranges", () => {
    captureSent(); // the table name, no client
    expect(callsByCreatedQuery()).toStrictEqual(electro.query.list({}).params());
    expect(callsCreatedBetweenQuery('2026-01-09T23:00:00.000Z', '9999')).toStrictEqual(
      electro.query.list({}).between({ createdAt: '2026-01-09T23:00:00.000Z' }, { createdAt: '9999' }).params(),
    );
    expect(callsInLangQuery('es')).toStrictEqual(electro.query.byLang({ lang: 'es' }).params());
    expect(callsOfNumberQuery('+34933101001')).toStrictEqual(electro.query.byNumber({ numberE164: '+34933101001' }).params());
  });
});
