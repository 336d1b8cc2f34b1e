/** The Power BI adapter against the recorded Azure AD and Power BI exchange, replayed locally. */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { exchange, replayEnv, startReplay, type ReplayServer } from '../../../tests/fixtures/powerbi/replay';
import { HttpError } from '../http/errors';
import { forgetPowerBiToken, POWERBI_SCOPE, powerBiEmbed } from './powerbi';
import { embedReport, filterIdentity, reportFilters } from './provider';
import { findReport } from '../../../shared/portal/reports';

let replay: ReplayServer;
const saved = { ...process.env };

beforeAll(async () => {
  replay = await startReplay();
});
afterAll(() => replay.close());
beforeEach(() => {
  Object.assign(process.env, replayEnv(replay.url));
  forgetPowerBiToken();
  replay.reset();
});
afterEach(() => {
  process.env = { ...saved };
});

const statusOf = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (e) {
    if (e instanceof HttpError) return { status: e.status, key: e.messageKey };
    throw e;
  }
  return null;
};

describe('Power BI adapter', () => {
  it('client credentials, report lookup, GenerateToken with the party as effective identity', async () => {
    const embed = await powerBiEmbed('purchases', 'S08001');
    const { report, generateToken } = exchange.interactions;
    expect(embed).toEqual({
      embedUrl: report.response.body.embedUrl,
      datasetId: report.response.body.datasetId,
      token: generateToken.response.body.token,
      tokenExpiry: '2026-11-21T01:06:16.000Z',
    });
    const [token, lookup, generate] = replay.received;
    expect(token!.path).toBe(`/${exchange.tenantId}/oauth2/v2.0/token`);
    expect(Object.fromEntries(new URLSearchParams(token!.body))).toEqual({
      grant_type: 'client_credentials',
      client_id: exchange.clientId,
      client_secret: exchange.clientSecret,
      scope: POWERBI_SCOPE,
    });
    const bearer = `Bearer ${exchange.interactions.token.response.body.access_token}`;
    expect(lookup).toMatchObject({ method: 'GET', path: report.request.path, headers: { authorization: bearer } });
    expect(generate).toMatchObject({ method: 'POST', path: generateToken.request.path, headers: { authorization: bearer } });
    expect(JSON.parse(generate!.body)).toEqual({
      accessLevel: 'View',
      identities: [{ username: 'S08001', roles: ['Party'], datasets: [report.response.body.datasetId] }],
    });
  });

  it('reuses the Azure AD token while it is valid', async () => {
    await powerBiEmbed('purchases', 'S08001');
    await powerBiEmbed('purchases', 'S08002');
    expect(replay.received.filter((r) => r.path.endsWith('/oauth2/v2.0/token'))).toHaveLength(1);
  });

  it.each([
    ['token', exchange.errors.invalidClient],
    ['report', exchange.errors.reportNotFound],
    ['generateToken', exchange.errors.identityRequired],
    ['generateToken', exchange.errors.throttled],
  ] as const)('maps a recorded %s failure to 503 errors.report_unavailable', async (name, response) => {
    replay.override(name, response);
    expect(await statusOf(powerBiEmbed('purchases', 'S08001'))).toEqual({ status: 503, key: 'errors.report_unavailable' });
  });

  it('answers 503 for a report missing from POWERBI_REPORTS or missing settings, calling nobody', async () => {
    expect(await statusOf(powerBiEmbed('index', 'S08001'))).toEqual({ status: 503, key: 'errors.report_unavailable' });
    delete process.env.POWERBI_WORKSPACE_ID;
    expect(await statusOf(powerBiEmbed('purchases', 'S08001'))).toEqual({ status: 503, key: 'errors.report_unavailable' });
    expect(replay.received).toEqual([]);
  });

  it('answers 503 when the service cannot be reached', async () => {
    process.env.POWERBI_AUTHORITY_URL = 'http://127.0.0.1:9';
    expect(await statusOf(powerBiEmbed('purchases', 'S08001'))).toEqual({ status: 503, key: 'errors.report_unavailable' });
  });

  it('the provider answers the same shape as the demo, with the party filters', async () => {
    const def = findReport('purchases')!;
    const filters = reportFilters(def, { partyId: 1001, code: 'S080011' });
    expect(filterIdentity(filters)).toBe('S08001');
    const data = await embedReport({ report: def, filters, locale: 'ca', subject: 'S080011 · Farmàcia' });
    expect(data).toMatchObject({ token: exchange.interactions.generateToken.response.body.token, filters });
    expect(data.filterExemptPages).toEqual(['Bench Productos', 'Bench Laboratorios']);
    expect(filterIdentity(reportFilters(findReport('sell-in')!, { partyId: 2001, code: 'L2001' }))).toBe('2001');
  });
});
