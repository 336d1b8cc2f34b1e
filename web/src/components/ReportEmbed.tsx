/**
 * An embedded business-intelligence report (spec §2, §3 "Report embed data", §9): the embed data
 * of the route bi.report (filtered to the caller's party by the API) shown in a frame.
 * Locally the demo provider serves the report page itself (same origin); its pages are the
 * report's sections, shown one at a time, and page buttons show only when there is more than one
 * (§9). With the Power BI provider the report goes through Power BI's own client instead
 * (PowerBiReport, loaded only then), which keeps the report's own page controls.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportEmbedData } from '../../../shared/portal/reports';
import { api } from '../lib/http';
import { LoadFailed, Loading } from './LoadState';

const PowerBiReport = lazy(() => import('./PowerBiReport'));
import '../styles/portal.css';

export type { ReportEmbedData };

export function useReportEmbed(id: string) {
  return useQuery({
    queryKey: ['powerbi', 'report', id],
    queryFn: ({ signal }) => api.call('bi.report', { params: { id }, signal }).then((b) => b.data),
    // Embed tokens last an hour: fetch a new one well before.
    staleTime: 30 * 60_000,
    gcTime: 30 * 60_000,
  });
}

interface ReportPage {
  name: string;
  element: Element;
}

/** The pages of an embedded report page we can read (same origin), else none. */
function readPages(frame: HTMLIFrameElement | null): ReportPage[] {
  try {
    const doc = frame?.contentDocument;
    if (!doc) return [];
    return [...doc.querySelectorAll('section')].map((element) => ({
      name: element.querySelector('h2')?.textContent?.trim() ?? '',
      element,
    }));
  } catch {
    // Another origin (the real provider): its own page controls apply.
    return [];
  }
}

export function ReportEmbed({ id, title }: { id: string; title: string }) {
  const { t } = useTranslation();
  const report = useReportEmbed(id);

  if (report.isPending) return <Loading />;
  if (report.isError) return <LoadFailed onRetry={() => void report.refetch()} />;
  return (
    <SpaceBetween size="s">
      {report.data.provider === 'powerbi' ? (
        <Suspense fallback={<Loading />}>
          <PowerBiReport data={report.data} title={title} />
        </Suspense>
      ) : (
        <DemoReport data={report.data} title={title} />
      )}
      <Box variant="small" color="text-body-secondary">
        {t('reports.filtered')}
      </Box>
    </SpaceBetween>
  );
}

/** The demo provider's page in an iframe, with page buttons read from it. */
function DemoReport({ data, title }: { data: ReportEmbedData; title: string }) {
  const { t } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  const [pages, setPages] = useState<ReportPage[]>([]);
  const [current, setCurrent] = useState(0);

  /** Shows one page of the report, as a report's page tabs do. */
  const show = (index: number, list: ReportPage[] = pages) => {
    setCurrent(index);
    list.forEach((page, i) => {
      (page.element as HTMLElement).hidden = list.length > 1 && i !== index;
    });
  };

  return (
    <>
      {pages.length > 1 ? (
        <nav aria-label={t('reports.pages')} data-testid="report-pages">
          <SpaceBetween direction="horizontal" size="xs">
            {pages.map((page, index) => (
              <Button
                key={`${index}-${page.name}`}
                variant={index === current ? 'primary' : 'normal'}
                onClick={() => show(index)}
                ariaLabel={t('reports.page', { page: page.name || index + 1 })}
              >
                {page.name || String(index + 1)}
              </Button>
            ))}
          </SpaceBetween>
        </nav>
      ) : null}
      <div className="report-frame">
        <iframe
          ref={frame}
          src={data.embedUrl}
          title={title}
          data-testid="report-frame"
          onLoad={() => {
            const found = readPages(frame.current);
            setPages(found);
            show(0, found);
          }}
        />
      </div>
    </>
  );
}
