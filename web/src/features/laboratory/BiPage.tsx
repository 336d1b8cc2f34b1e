/** /guest/laboratory/bi (roles 55 and 32): sell-out and sell-in, each filtered by the laboratory's party (spec §2). */
import Tabs from '@cloudscape-design/components/tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { findReport } from '../../../../shared/portal/reports';
import { useBreadcrumbs } from '../../components/frame-slots';
import { Page } from '../../components/Page';
import { ReportEmbed } from '../../components/ReportEmbed';
import { useLocale } from '../../components/use-locale';

const TABS = ['sell-out', 'sell-in'] as const;

export default function BiPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [tab, setTab] = useState<string>(TABS[0]);
  useBreadcrumbs([
    { text: t('nav.home'), href: '/' },
    { text: t('laboratory.bi.title'), href: '/guest/laboratory/bi' },
  ]);
  return (
    <Page title={t('laboratory.bi.title')} description={t('laboratory.bi.description')}>
      <Tabs
        activeTabId={tab}
        onChange={({ detail }) => setTab(detail.activeTabId)}
        ariaLabel={t('laboratory.bi.title')}
        tabs={TABS.map((id) => {
          const name = findReport(id)?.name[locale] ?? id;
          return { id, label: name, content: tab === id ? <ReportEmbed id={id} title={name} /> : null };
        })}
      />
    </Page>
  );
}
