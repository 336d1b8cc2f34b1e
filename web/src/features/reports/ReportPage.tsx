/**
 * The pharmacy's embedded reports (spec §2): /platform/purchases, /bi/reports (→ /bi/reports/index),
 * /bi/reports/private/{id} (only the six known ids; any other shows nothing and is logged as an
 * invalid code) and /vertical. Each is filtered by the first six characters of the party code.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import { findReport, PRIVATE_REPORT_IDS } from '../../../../shared/portal/reports';
import { useBreadcrumbs, type Crumb } from '../../components/frame-slots';
import { Page } from '../../components/Page';
import { ReportEmbed } from '../../components/ReportEmbed';
import { useLocale } from '../../components/use-locale';

const P = '/guest/pharmacy';
const REPORTS_INDEX = `${P}/bi/reports/index`;

/** Which report an address shows; null for an unknown private id. */
export function reportAt(pathname: string, privateId: string | undefined): string | null {
  if (pathname.startsWith(`${P}/platform/purchases`)) return 'purchases';
  if (pathname.startsWith(`${P}/vertical`)) return 'vertical';
  if (pathname.startsWith(`${P}/bi/reports/private/`)) {
    return privateId && (PRIVATE_REPORT_IDS as readonly string[]).includes(privateId) ? privateId : null;
  }
  return 'index';
}

export default function ReportPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname } = useLocation();
  const { id } = useParams();
  const reportId = reportAt(pathname, id);
  const report = reportId ? findReport(reportId) : undefined;
  const title = report ? report.name[locale] : t('reports.title');
  const parent: Crumb[] =
    reportId === 'purchases'
      ? [{ text: t('portal.platform.title'), href: `${P}/platform` }]
      : reportId === 'vertical'
        ? []
        : [{ text: t('portal.bi.title'), href: `${P}/bi` }];
  useBreadcrumbs([{ text: t('nav.home'), href: '/' }, ...parent, { text: title, href: pathname }]);
  const invalid = reportId === null;
  useEffect(() => {
    // Spec §2: an unknown private report shows nothing; the attempt is logged as an invalid code.
    if (invalid) console.warn('invalid code', id);
  }, [invalid, id]);

  if (pathname.replace(/\/$/, '') === `${P}/bi/reports`) return <Navigate to={REPORTS_INDEX} replace />;
  if (!report) return <div data-testid="report-none" />;
  return (
    <Page title={title} description={t('reports.description')}>
      <ReportEmbed id={report.id} title={title} />
    </Page>
  );
}
