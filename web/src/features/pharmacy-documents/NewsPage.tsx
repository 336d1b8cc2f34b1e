/**
 * /guest/pharmacy/news: the files this pharmacy may open, newest first (spec §2), each opened by
 * its portal link and with a link to its folder.
 */
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import { documentAreaOf } from '../../config/document-areas';
import { inLocale } from '../../components/document-tree/tree';
import { useBreadcrumbs } from '../../components/frame-slots';
import { Page } from '../../components/Page';
import { RouterLink } from '../../components/RouterLink';
import { useLocale } from '../../components/use-locale';
import { formatDate } from '../../lib/format';
import { openPortalFile, useNews, type NewsFile } from './api';

/** The folder of a news file in its area: the directory ids below the top directory. */
export function folderAddress(file: Pick<NewsFile, 'section' | 'path'>): string | null {
  const area = documentAreaOf(file.section);
  if (!area) return null;
  const below = file.path.split('-').slice(1).join('-');
  return below ? `${area.path}/${below}` : area.path;
}

export default function NewsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const news = useNews();
  useBreadcrumbs([
    { text: t('nav.home'), href: '/' },
    { text: t('portal.news.title'), href: '/guest/pharmacy/news' },
  ]);

  return (
    <Page title={t('portal.news.title')} description={t('portal.news.description')}>
      <Table<NewsFile>
        data-testid="news-table"
        variant="container"
        loading={news.isPending}
        loadingText={t('app.loading')}
        items={news.data ?? []}
        trackBy="id"
        header={
          <Header
            counter={news.data ? `(${news.data.length})` : undefined}
            actions={
              <Button iconName="refresh" loading={news.isFetching} onClick={() => void news.refetch()}>
                {t('portal.actions.refresh')}
              </Button>
            }
          >
            {t('portal.news.files')}
          </Header>
        }
        empty={
          <Box textAlign="center" color="text-body-secondary" padding="m">
            {news.isError ? t('portal.load_failed') : t('portal.news.empty')}
          </Box>
        }
        columnDefinitions={[
          {
            id: 'name',
            header: t('portal.news.name'),
            cell: (file) => (
              <SpaceBetween direction="horizontal" size="xs" alignItems="center">
                <Link
                  onFollow={(event) => {
                    event.preventDefault();
                    void openPortalFile(file.top_directory_id, file.id, locale).catch(() => undefined);
                  }}
                  data-testid={`news-file-${file.id}`}
                >
                  {inLocale(file, 'name', locale)}
                </Link>
                {file.novelty ? <Badge color="green">{t('intranet.tree.novelty')}</Badge> : null}
              </SpaceBetween>
            ),
            isRowHeader: true,
          },
          {
            id: 'area',
            header: t('portal.news.area'),
            cell: (file) => {
              const area = documentAreaOf(file.section);
              const href = folderAddress(file);
              return area && href ? <RouterLink href={href}>{t(area.titleKey)}</RouterLink> : '—';
            },
          },
          {
            id: 'type',
            header: t('portal.news.type'),
            cell: (file) => {
              const extension = inLocale(file, 'extension', locale);
              return extension === 'link' ? t('portal.news.link') : extension.toUpperCase();
            },
          },
          { id: 'date', header: t('portal.news.date'), cell: (file) => formatDate(file.created_at) },
        ]}
      />
    </Page>
  );
}
