/**
 * The built-in demo report provider's page (GET /api/powerbi/demo/{id}?token=…): what the iframe
 * of an embedded report shows locally. It checks the token and shows the report, each page, and
 * the filter that page receives, so the whole embedding path runs without the external service.
 */
import type { biRoutes } from '../../../shared/api/routes/bi';
import { findReport, isFilterExempt } from '../../../shared/portal/reports';
import { getReportEmbedToken } from '../../lib/data/entities/report-embed-token';
import { formatMadridDateTime } from '../../../shared/time/madrid';
import { rawReply, type Request } from '../../lib/http/group-handler';
import type { ReportFilter } from '../../lib/reports/provider';

const HTML_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  // Only the portal itself may frame it; nothing is loaded from elsewhere.
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'self'",
};

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const t = {
  ca: {
    title: 'Informe de demostració',
    provider: 'Proveïdor de demostració (sense servei extern)',
    issued: 'Emès per a',
    filter: 'Filtre aplicat',
    exempt: 'Sense filtre (pàgina exempta)',
    internal: 'Sense filtre (informe intern: tot el grup)',
    invalid: "El testimoni de l'informe no és vàlid o ha caducat.",
    expires: 'Caduca',
  },
  es: {
    title: 'Informe de demostración',
    provider: 'Proveedor de demostración (sin servicio externo)',
    issued: 'Emitido para',
    filter: 'Filtro aplicado',
    exempt: 'Sin filtro (página exenta)',
    internal: 'Sin filtro (informe interno: todo el grupo)',
    invalid: 'El token del informe no es válido o ha caducado.',
    expires: 'Caduca',
  },
};

function describe(filter: ReportFilter): string {
  const target = `${filter.target.table}.${filter.target.column}`;
  if (filter.filterType === 1) return `${target} in (${filter.values.join(', ')})`;
  return filter.conditions.map((c) => `${target} starts with "${c.value}"`).join(' and ');
}

/** A deterministic little bar chart so the page looks like a report. */
function chart(seed: string): string {
  let h = 0;
  for (const c of seed) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  const bars = Array.from({ length: 12 }, (_, i) => 20 + ((h >>> (i % 24)) % 80));
  const rects = bars.map((v, i) => `<rect x="${i * 26 + 4}" y="${100 - v}" width="18" height="${v}" fill="#0972d3"/>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="104">${rects}</svg>`;
  return `<img alt="" src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}">`;
}

export async function demoPage({ params, query, locale }: Request<(typeof biRoutes)['bi.demo']>) {
  const item = await getReportEmbedToken(query.token);
  const report = findReport(params.id);
  const valid = !!item && !!report && item.reportId === params.id && item.expiresAt * 1000 > Date.now();
  const tx = t[item?.locale ?? locale];
  if (!valid || !report) {
    return rawReply(
      403,
      `<!doctype html><html><head><meta charset="utf-8"><title>${tx.title}</title></head><body><p>${escape(tx.invalid)}</p></body></html>`,
      HTML_HEADERS,
    );
  }
  const lang = item.locale;
  const filters = JSON.parse(item.filters) as ReportFilter[];
  const pages = report.pages
    .map((page) => {
      const exempt = isFilterExempt(page);
      const filterText = exempt ? tx.exempt : filters.length ? `${tx.filter}: ${filters.map(describe).join('; ')}` : tx.internal;
      return `<section><h2>${escape(page[lang])}</h2><p class="filter" data-exempt="${exempt}">${escape(filterText)}</p>${chart(page.ca + item.subject)}</section>`;
    })
    .join('');
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${escape(report.name[lang])}</title>
<style>body{font-family:system-ui,sans-serif;margin:16px;color:#16191f}h1{font-size:20px}h2{font-size:16px;margin:16px 0 4px}
.meta{color:#5f6b7a;font-size:13px}.filter{font-family:monospace;background:#f2f3f3;padding:4px 8px;display:inline-block}
section{border-top:1px solid #e9ebed;padding-top:8px}img{display:block;margin-top:8px}</style></head>
<body data-report="${escape(report.id)}">
<h1>${escape(report.name[lang])}</h1>
<p class="meta">${escape(tx.provider)} · ${escape(tx.issued)}: <strong id="subject">${escape(item.subject)}</strong> · ${escape(tx.expires)}: <time datetime="${new Date(item.expiresAt * 1000).toISOString()}">${formatMadridDateTime(new Date(item.expiresAt * 1000))}</time></p>
<pre id="filters" hidden>${escape(JSON.stringify(filters))}</pre>
${pages}
</body></html>`;
  return rawReply(200, html, HTML_HEADERS);
}
