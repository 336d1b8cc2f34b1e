/**
 * An embedded business-intelligence report (spec §2, §3 "Report embed data", §9): the embed data
 * from GET /api/powerbi/report/{id} (filtered to the caller's party by the API) shown in a frame.
 * Locally the demo provider serves the report page itself (same origin); its pages are the
 * report's sections, shown one at a time, and page buttons show only when there is more than one
 * (§9). A provider on another origin keeps its own page controls.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../lib/http';
import { LoadFailed, Loading } from './LoadState';
import '../styles/portal.css';

export interface ReportEmbedData {
  embedUrl: string;
  datasetId: string;
  token: string;
  tokenExpiry?: string;
  filters?: unknown[];
  filterExemptPages?: string[];
}

export function useReportEmbed(id: string) {
  return useQuery({
    queryKey: ['powerbi', 'report', id],
    queryFn: ({ signal }) =>
      http.get<{ data: ReportEmbedData }>(`/powerbi/report/${encodeURIComponent(id)}`, { signal }).then((b) => b.data),
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
  const frame = useRef<HTMLIFrameElement>(null);
  const [pages, setPages] = useState<ReportPage[]>([]);
  const [current, setCurrent] = useState(0);

  if (report.isPending) return <Loading />;
  if (report.isError) return <LoadFailed onRetry={() => void report.refetch()} />;

  /** Shows one page of the report, as a report's page tabs do. */
  const show = (index: number, list: ReportPage[] = pages) => {
    setCurrent(index);
    list.forEach((page, i) => {
      (page.element as HTMLElement).hidden = list.length > 1 && i !== index;
    });
  };

  return (
    <SpaceBetween size="s">
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
          src={report.data.embedUrl}
          title={title}
          data-testid="report-frame"
          onLoad={() => {
            const found = readPages(frame.current);
            setPages(found);
            show(0, found);
          }}
        />
      </div>
      <Box variant="small" color="text-body-secondary">
        {t('reports.filtered')}
      </Box>
    </SpaceBetween>
  );
}
