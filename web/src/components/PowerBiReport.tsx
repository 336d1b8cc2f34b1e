/**
 * A report shown through Power BI's own JavaScript client (`powerbi-client`), when the API's
 * provider is Power BI. Loaded on demand (React.lazy in ReportEmbed), so nobody downloads it for
 * the demo provider or before opening a report. The client embeds with the embed token, in the
 * user's language, and applies the party filters to every page except the exempt ones (spec §9);
 * the report's own page tabs stay (they show only with more than one page).
 */
import { factories, models, service, type Report } from 'powerbi-client';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportEmbedData } from './ReportEmbed';

const powerbi = new service.Service(factories.hpmFactory, factories.wpmpFactory, factories.routerFactory);

/** Applies the party filters to each page that is not exempt. */
async function filterPages(report: Report, data: ReportEmbedData): Promise<void> {
  const exempt = new Set(data.filterExemptPages);
  const pages = await report.getPages();
  await Promise.all(
    pages
      .filter((page) => !exempt.has(page.displayName))
      .map((page) => page.updateFilters(models.FiltersOperations.ReplaceAll, data.filters as models.IFilter[])),
  );
}

export default function PowerBiReport({ data, title }: { data: ReportEmbedData; title: string }) {
  const { i18n } = useTranslation();
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const report = powerbi.embed(element, {
      type: 'report',
      tokenType: models.TokenType.Embed,
      accessToken: data.token,
      embedUrl: data.embedUrl,
      datasetId: data.datasetId,
      settings: {
        localeSettings: { language: i18n.language },
        panes: { filters: { visible: false }, pageNavigation: { visible: true } },
      },
    } as models.IReportEmbedConfiguration) as Report;
    report.on('loaded', () => void filterPages(report, data));
    return () => powerbi.reset(element);
  }, [data, i18n.language]);

  return <div ref={container} className="report-frame" role="region" aria-label={title} data-testid="powerbi-report" />;
}
