/**
 * Report embedding. The API answers embed data (embedUrl, datasetId, token) from the configured
 * provider, with the filters that restrict the report to the caller's own party.
 *
 * Providers (env REPORT_PROVIDER):
 * - 'demo' (default, and what the local stand-in uses): a built-in provider. Its embedUrl is a page
 *   the API itself serves (GET /api/powerbi/demo/{id}?token=…) showing the report, its pages and
 *   the filter the token carries; the token is a random id stored for an hour, checked by the page.
 * - 'powerbi': Power BI Embedded "app owns data" (./powerbi.ts): a service principal gets an Azure
 *   AD token, then GenerateToken for the report with an effective identity (RLS) carrying the same
 *   filter value, so the filter holds server-side.
 */
import { randomBytes } from 'node:crypto';
import type { Locale } from '../../../shared/i18n/locale';
import {
  FILTER_EXEMPT_PAGES,
  PARTY_CODE_PREFIX_LENGTH,
  type ReportDef,
  type ReportEmbedData,
  type ReportFilter,
} from '../../../shared/portal/reports';
import { putReportEmbedToken } from '../data/entities/report-embed-token';
import { env } from '../env';
import { HttpError } from '../http/errors';
import { powerBiEmbed } from './powerbi';

export type { ReportFilter };
/** The embed data the API answers (shared/portal/reports.ts). */
export type EmbedData = ReportEmbedData;

/** The filters restricting a report to one party (spec §2, §9). */
export function reportFilters(report: ReportDef, party: { partyId: number; code: string } | null): ReportFilter[] {
  if (report.filter === 'none') return [];
  if (!party) throw new Error(`report ${report.id} is filtered to a party`);
  if (report.filter === 'pharmacy-code')
    return [
      {
        $schema: 'http://powerbi.com/product/schema#advanced',
        filterType: 0,
        target: { table: 'Farmacies', column: 'Codi' },
        logicalOperator: 'And',
        conditions: [{ operator: 'StartsWith', value: party.code.slice(0, PARTY_CODE_PREFIX_LENGTH) }],
      },
    ];
  return [
    {
      $schema: 'http://powerbi.com/product/schema#basic',
      filterType: 1,
      target: { table: 'Laboratoris', column: 'IdParty' },
      operator: 'In',
      values: [party.partyId],
    },
  ];
}

export const DEMO_TOKEN_SECONDS = 3600;

export interface EmbedRequest {
  report: ReportDef;
  filters: ReportFilter[];
  locale: Locale;
  subject: string;
}

async function demoEmbed(req: EmbedRequest): Promise<EmbedData> {
  const token = randomBytes(24).toString('base64url');
  const expiresAt = Math.floor(Date.now() / 1000) + DEMO_TOKEN_SECONDS;
  await putReportEmbedToken({
    token,
    reportId: req.report.id,
    filters: JSON.stringify(req.filters),
    locale: req.locale,
    subject: req.subject,
    expiresAt,
  });
  return {
    provider: 'demo',
    // Relative: the SPA and the API share an origin (CloudFront in AWS, the dev server's proxy locally).
    embedUrl: `/api/powerbi/demo/${encodeURIComponent(req.report.id)}?token=${token}`,
    datasetId: `demo-${req.report.id}`,
    token,
    tokenExpiry: new Date(expiresAt * 1000).toISOString(),
    filters: req.filters,
    filterExemptPages: [...FILTER_EXEMPT_PAGES],
  };
}

/**
 * The value a party's filter restricts by: the effective identity's username for Power BI RLS;
 * null for an internal report (no party filter, no effective identity).
 */
export function filterIdentity(filters: readonly ReportFilter[]): string | null {
  const [f] = filters;
  if (!f) return null;
  return f.filterType === 0 ? f.conditions[0]!.value : String(f.values[0]);
}

export async function embedReport(req: EmbedRequest): Promise<EmbedData> {
  const provider = env.reportProvider();
  if (provider === 'demo') return demoEmbed(req);
  if (provider !== 'powerbi') throw new HttpError(503, 'errors.report_unavailable');
  const embed = await powerBiEmbed(req.report.id, filterIdentity(req.filters));
  return { provider: 'powerbi', ...embed, filters: req.filters, filterExemptPages: [...FILTER_EXEMPT_PAGES] };
}
