/**
 * GET /api/powerbi/report/{id} with the Power BI provider, end to end in the bi group's handler:
 * the caller's party read from the stand-in's table, then the recorded Azure AD and Power BI
 * exchange served locally (tests/fixtures/powerbi). The shared stand-in runs the demo provider,
 * so the handler is invoked here, in this worker, with the provider's settings.
 */
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../functions/lib/auth/caller';
import { exchange, replayEnv, startReplay, type ReplayServer } from '../fixtures/powerbi/replay';
import { stack, useStandIn } from './support/api';

let replay: ReplayServer;
let handler: (event: APIGatewayProxyEvent, context: Context) => Promise<APIGatewayProxyResult>;

beforeAll(async () => {
  replay = await startReplay();
  useStandIn();
  Object.assign(process.env, replayEnv(replay.url), { POWERTOOLS_LOG_LEVEL: 'SILENT' });
  ({ handler } = (await import('../../functions/groups/bi/index')) as unknown as { handler: typeof handler });
});
afterAll(() => replay.close());

/** The persona as the authorizer describes it (the authorizer's own account lookup). */
async function callerOf(persona: string): Promise<Caller> {
  const login = stack().accounts.find((a) => a.persona === persona)!.login;
  const { findAccountForAuth } = await import('../../functions/lib/auth/account-lookup');
  return { ...(await findAccountForAuth(login))!, actor: null };
}

async function embed(persona: string, id: string) {
  const caller = await callerOf(persona);
  const event = {
    resource: '/api/powerbi/report/{id}',
    path: `/api/powerbi/report/${id}`,
    httpMethod: 'GET',
    headers: { 'accept-language': 'es' },
    multiValueHeaders: {},
    queryStringParameters: null,
    multiValueQueryStringParameters: null,
    pathParameters: { id },
    stageVariables: null,
    requestContext: { requestId: 'it', identity: { sourceIp: '127.0.0.1' }, authorizer: { caller: JSON.stringify(caller) } },
    body: null,
    isBase64Encoded: false,
  } as unknown as APIGatewayProxyEvent;
  const res = await handler(event, { awsRequestId: 'it', functionName: 'bi' } as Context);
  return { status: res.statusCode, body: JSON.parse(res.body) };
}

describe('Power BI provider', () => {
  it("embeds a pharmacy report with the party's code prefix as effective identity", async () => {
    const res = await embed('pharmacy-guest', 'purchases');
    expect(res.status).toBe(200);
    const { report, generateToken } = exchange.interactions;
    expect(res.body.data).toMatchObject({
      provider: 'powerbi',
      embedUrl: report.response.body.embedUrl,
      datasetId: report.response.body.datasetId,
      token: generateToken.response.body.token,
      tokenExpiry: '2026-11-21T01:06:16.000Z',
      filterExemptPages: ['Bench Productos', 'Bench Laboratorios'],
    });
    const prefix = res.body.data.filters[0].conditions[0].value as string;
    const generate = replay.received.find((r) => r.path.endsWith('/GenerateToken'))!;
    expect(JSON.parse(generate.body).identities).toEqual([
      { username: prefix, roles: ['Party'], datasets: [report.response.body.datasetId] },
    ]);
  });

  it('answers 503 with the localized message when Power BI refuses, and still checks roles first', async () => {
    replay.override('generateToken', exchange.errors.identityRequired);
    const res = await embed('pharmacy-guest', 'purchases');
    expect(res.status).toBe(503);
    expect(typeof res.body.message).toBe('string');
    expect(JSON.stringify(res.body)).not.toContain('InvalidRequest');
    const before = replay.received.length;
    expect((await embed('laboratory-guest', 'purchases')).status).toBe(403);
    expect(replay.received.length).toBe(before);
  });
});
