import { Entity } from 'electrodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureSent } from '../toolbox.testing';
import { createAudit, recentAudits, type AuditItem } from './audit';

// The ElectroDB model this entity had before dynamodb-toolbox: stored items must stay byte-identical.
const electro = new Entity(
  {
    model: { entity: 'audit', version: '1', service: 'portal' },
    attributes: {
      auditId: { type: 'string', required: true },
      at: { type: 'string', required: true },
      action: { type: ['impersonation.start', 'impersonation.end'] as const, required: true },
      actorId: { type: 'number', required: true },
      actorLogin: { type: 'string', required: true },
      actorName: { type: 'string' },
      targetId: { type: 'number', required: true },
      targetLogin: { type: 'string', required: true },
      targetName: { type: 'string' },
      targetModel: { type: ['user', 'guest'] as const },
      sourceIp: { type: 'string' },
      expiresTokenAt: { type: 'string' },
    },
    indexes: {
      byTime: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: ['at', 'auditId'] } },
    },
  } as const,
  { table: 'portal' },
);

const audits: AuditItem[] = [
  {
    auditId: '0B5F6A4E-1C2D-4E5F-8A9B-0C1D2E3F4A5B',
    at: '2026-11-25T10:00:00.000Z',
    action: 'impersonation.start',
    actorId: 1,
    actorLogin: 'Admin',
    actorName: 'Administradora',
    targetId: 120,
    targetLogin: 'farmacia',
    targetName: 'Farmàcia',
    targetModel: 'guest',
    sourceIp: '10.0.0.1',
    expiresTokenAt: '2026-11-25T11:00:00.000Z',
  },
  {
    auditId: 'x',
    at: '2026-11-25T10:05:00.000Z',
    action: 'impersonation.end',
    actorId: 1,
    actorLogin: 'a',
    targetId: 2,
    targetLogin: 'b',
  },
];
const stored = (a: AuditItem) => electro.create(a).params().Item as Record<string, unknown>;

describe('audit records on dynamodb-toolbox', () => {
  afterEach(() => vi.restoreAllMocks());

  it("creates ElectroDB's items, keys and markers byte for byte, refusing an existing one", async () => {
    const sent = captureSent();
    for (const a of audits) await createAudit(a);
    for (const [i, a] of audits.entries()) {
      const expected = electro.create(a).params() as Record<string, unknown>;
      expect(sent[i]!.input).toStrictEqual(expected);
    }
  });

  it("queries ElectroDB's byTime keys, newest first, and reads its items back", async () => {
    const sent = captureSent({ Items: [stored(audits[1]!)] });
    expect(await recentAudits(20)).toStrictEqual([{ ...electro.parse({ Item: stored(audits[1]!) }).data }]);
    const expected = electro.query.byTime({}).params({ order: 'desc', limit: 20 });
    const input = sent[0]!.input as { ExpressionAttributeValues: Record<string, unknown> };
    expect(input).toMatchObject({ ScanIndexForward: false, Limit: 20 });
    expect(Object.values(input.ExpressionAttributeValues)).toEqual(
      expect.arrayContaining(Object.values(expected.ExpressionAttributeValues as object)),
    );
  });
});
