import { Entity } from 'electrodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureSent } from '../toolbox.testing';
import { getReportEmbedToken, putReportEmbedToken, type ReportEmbedTokenItem } from './report-embed-token';

// The ElectroDB model this entity had before dynamodb-toolbox: stored items must stay byte-identical.
const electro = new Entity(
  {
    model: { entity: 'reportEmbedToken', version: '1', service: 'portal' },
    attributes: {
      token: { type: 'string', required: true },
      reportId: { type: 'string', required: true },
      filters: { type: 'string', required: true },
      locale: { type: ['ca', 'es'] as const, required: true },
      subject: { type: 'string', required: true },
      expiresAt: { type: 'number', required: true },
    },
    indexes: {
      byToken: { pk: { field: 'pk', composite: ['token'] }, sk: { field: 'sk', composite: [] } },
    },
  } as const,
  { table: 'portal' },
);

// A base64url token: mixed case, `-` and `_`.
const token: ReportEmbedTokenItem = {
  token: 'aB3-x_Yz09QwErTyUiOpAsDfGhJkLzXc',
  reportId: 'sales-overview',
  filters: '[{"table":"Party","column":"id","operator":"In","values":[1001]}]',
  locale: 'es',
  subject: 'S08001 · Farmàcia Puig i Soler',
  expiresAt: 1_800_000_000,
};

describe('report embed tokens on dynamodb-toolbox', () => {
  afterEach(() => vi.restoreAllMocks());

  it("writes ElectroDB's item and gets its key byte for byte, reading it back", async () => {
    const item = electro.put(token).params().Item;
    const sent = captureSent({ Item: item });
    await putReportEmbedToken(token);
    expect(sent[0]!.input.Item).toStrictEqual(item);
    expect(sent[0]!.input.ConditionExpression).toBeUndefined();
    expect(await getReportEmbedToken(token.token)).toStrictEqual({ ...electro.parse({ Item: item }).data });
    expect(sent[1]!.input.Key).toStrictEqual(electro.get({ token: token.token }).params().Key);
  });

  it('answers null for a missing token', async () => {
    captureSent({});
    expect(await getReportEmbedToken('nope')).toBeNull();
  });
});
