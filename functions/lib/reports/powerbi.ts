/**
 * The Power BI Embedded adapter ("app owns data", docs/api/portal.md, Reports):
 * 1. an Azure AD token for the service principal (client credentials), kept until shortly before
 *    it expires;
 * 2. the report's embedUrl (GET /v1.0/myorg/groups/{workspace}/reports/{reportId});
 * 3. an embed token (POST …/GenerateToken) with an effective identity: username = the party's
 *    filter value, roles ["Party"], the report's dataset, so the row filter also holds server-side.
 * Any failure of configuration or of either service answers 503 errors.report_unavailable and is
 * logged with what the service said (status, error code, request id); no service detail reaches
 * the caller.
 */
import * as z from 'zod/mini';
import { lazySchema } from '../../../shared/api/lazy-schema';
import { env } from '../env';
import { HttpError } from '../http/errors';
import { logger } from '../logger';
import { secretLoader } from '../secrets';

export const POWERBI_SCOPE = 'https://analysis.windows.net/powerbi/api/.default';
/** Renew the Azure AD token this long before it expires. */
const TOKEN_MARGIN_MS = 5 * 60_000;

const reportMap = lazySchema(() =>
  z.record(z.string(), z.object({ reportId: z.string().check(z.minLength(1)), datasetId: z.string().check(z.minLength(1)) })),
);
const aadToken = lazySchema(() =>
  z.object({ access_token: z.string().check(z.minLength(1)), expires_in: z.coerce.number().check(z.positive()) }),
);
const reportInGroup = lazySchema(() => z.object({ id: z.string(), embedUrl: z.string().check(z.url()), datasetId: z.string() }));
const embedToken = lazySchema(() =>
  z.object({ token: z.string().check(z.minLength(1)), tokenId: z.string(), expiration: z.string() }),
);

export interface PowerBiEmbed {
  embedUrl: string;
  datasetId: string;
  token: string;
  tokenExpiry: string;
}

/** A failed step, with what the service said, for the log. */
class PowerBiFailure extends Error {
  constructor(
    readonly step: string,
    readonly detail: Record<string, unknown>,
  ) {
    super(`Power BI ${step} failed`);
  }
}

const unavailable = () => new HttpError(503, 'errors.report_unavailable');

function configuration() {
  const c = env.powerBi();
  const reports = reportMap.safeParse(JSON.parse(c.reports ?? 'null'));
  if (!c.tenantId || !c.clientId || !c.workspaceId || !reports.success || !(c.clientSecret || c.clientSecretArn))
    throw new PowerBiFailure('configuration', { missing: 'POWERBI_* settings' });
  return { ...c, tenantId: c.tenantId, clientId: c.clientId, workspaceId: c.workspaceId, reports: reports.data };
}

const clientSecret = secretLoader(
  'POWERBI_CLIENT_SECRET',
  () => env.powerBi().clientSecret,
  () => env.powerBi().clientSecretArn,
);

async function send<T>(step: string, url: string, init: RequestInit, schema: z.ZodMiniType<T>): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  } catch (error) {
    throw new PowerBiFailure(step, { error: (error as Error).message });
  }
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON: logged as text */
  }
  if (!res.ok) {
    const b = body as { error?: string | { code?: string; message?: string }; error_description?: string } | string;
    const error = typeof b === 'object' ? b.error : undefined;
    throw new PowerBiFailure(step, {
      status: res.status,
      code: typeof error === 'string' ? error : error?.code,
      message: typeof b === 'object' ? (b.error_description ?? (typeof error === 'object' ? error.message : undefined)) : b,
      requestId: res.headers.get('RequestId') ?? undefined,
      retryAfter: res.headers.get('Retry-After') ?? undefined,
    });
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new PowerBiFailure(step, { status: res.status, unexpected: parsed.error.issues.slice(0, 3) });
  return parsed.data;
}

let cachedToken: { value: string; until: number; key: string } | undefined;

/** Forgets the cached Azure AD token (tests; a rotated secret takes effect on a new container). */
export function forgetPowerBiToken(): void {
  cachedToken = undefined;
}

async function accessToken(c: ReturnType<typeof configuration>): Promise<string> {
  const key = `${c.authorityUrl}|${c.tenantId}|${c.clientId}`;
  if (cachedToken && cachedToken.key === key && cachedToken.until > Date.now()) return cachedToken.value;
  const secret = new TextDecoder().decode(await clientSecret());
  const form = new URLSearchParams({
    grant_type: 'client_credentials',
    client_id: c.clientId,
    client_secret: secret,
    scope: POWERBI_SCOPE,
  });
  const t = await send(
    'token',
    `${c.authorityUrl}/${encodeURIComponent(c.tenantId)}/oauth2/v2.0/token`,
    { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: form },
    aadToken,
  );
  cachedToken = { value: t.access_token, until: Date.now() + t.expires_in * 1000 - TOKEN_MARGIN_MS, key };
  return t.access_token;
}

/**
 * Embed data for one of our reports, for one party: `identity` is the party's filter value (the
 * pharmacy code prefix or the laboratory id), the username the dataset's "Party" role filters by;
 * null for an internal report.
 */
export async function powerBiEmbed(ourReportId: string, identity: string | null): Promise<PowerBiEmbed> {
  try {
    const c = configuration();
    const mapped = c.reports[ourReportId];
    if (!mapped) throw new PowerBiFailure('configuration', { missing: `POWERBI_REPORTS.${ourReportId}` });
    const bearer = { Authorization: `Bearer ${await accessToken(c)}` };
    const base = `${c.apiUrl}/v1.0/myorg/groups/${encodeURIComponent(c.workspaceId)}/reports/${encodeURIComponent(mapped.reportId)}`;
    const report = await send('report', base, { headers: bearer }, reportInGroup);
    const datasetId = report.datasetId || mapped.datasetId;
    const token = await send(
      'generate-token',
      `${base}/GenerateToken`,
      {
        method: 'POST',
        headers: { ...bearer, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          accessLevel: 'View',
          // Internal reports (no party filter) carry no effective identity: their dataset has no RLS.
          ...(identity === null ? {} : { identities: [{ username: identity, roles: ['Party'], datasets: [datasetId] }] }),
        }),
      },
      embedToken,
    );
    return { embedUrl: report.embedUrl, datasetId, token: token.token, tokenExpiry: new Date(token.expiration).toISOString() };
  } catch (error) {
    if (error instanceof PowerBiFailure) {
      logger.error('Power BI embed failed', { step: error.step, report: ourReportId, ...error.detail });
      throw unavailable();
    }
    logger.error('Power BI embed failed', { report: ourReportId, error: error as Error });
    throw unavailable();
  }
}
