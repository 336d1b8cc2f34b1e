/**
 * /opc/webinars (operations role; spec §2): the webinars the pharmacy portal shows, newest first,
 * searchable by title; "Add webinar" opens the form (with the video preview) in a dialog and a
 * created webinar opens on its page. A bounded list (a few dozen videos): read whole. The deleted
 * view (the recycle bin) lists the deleted webinars, last deleted first, each with a restore button.
 */
import { useCollection } from '@cloudscape-design/collection-hooks';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import Table from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadFailed } from '../../components/LoadState';
import { RouterLink } from '../../components/RouterLink';
import { useLocale } from '../../components/use-locale';
import { formatDate, formatDateTime } from '../../lib/format';
import { useSaveWebinar, useWebinarList, useWebinarTrash, type DeletedRecord, type OpcWebinar } from './api';
import { RestoreButton } from './components/RecycleBin';
import { TARGETS } from './components/use-soft-delete';
import { AddRecordDialog, ListActions, RecordListPage, type ListViewProps } from './components/RecordList';
import { WebinarForm } from './components/WebinarForm';
import { webinarHref } from './nav';

export default function WebinarsPage() {
  const { t } = useTranslation();
  return (
    <RecordListPage
      title={t('operations.webinars.title')}
      target={TARGETS.webinars}
      active={ActiveWebinars}
      deleted={DeletedWebinars}
    />
  );
}

function ActiveWebinars({ viewSwitch }: ListViewProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const title = t('operations.webinars.title');
  const webinars = useWebinarList();
  const [adding, setAdding] = useState(false);
  const save = useSaveWebinar();
  const titleOf = (w: OpcWebinar) => (locale === 'es' ? w.title_es : w.title_ca);

  const { items, collectionProps, filterProps, filteredItemsCount } = useCollection(webinars.data ?? [], {
    filtering: {
      filteringFunction: (w, text) => {
        const needle = text.trim().toLocaleLowerCase();
        return !needle || [w.title_ca, w.title_es].some((s) => s.toLocaleLowerCase().includes(needle));
      },
      empty: <EmptyState text={t('operations.webinars.empty')} />,
      noMatch: <EmptyState text={t('table.no_match')} />,
    },
  });

  if (webinars.isError) return <LoadFailed onRetry={() => void webinars.refetch()} />;

  return (
    <>
      <Table<OpcWebinar>
        {...collectionProps}
        variant="container"
        data-testid="opc-webinars-table"
        items={items}
        loading={webinars.isPending}
        loadingText={t('app.loading')}
        trackBy="id"
        header={
          <Header
            variant="h1"
            counter={webinars.data ? `(${webinars.data.length})` : undefined}
            description={t('operations.webinars.description')}
            actions={
              <ListActions
                viewSwitch={viewSwitch}
                addLabel={t('operations.webinars.add')}
                addTestId="opc-webinars-add"
                onAdd={() => setAdding(true)}
              />
            }
          >
            {title}
          </Header>
        }
        filter={
          <TextFilter
            {...filterProps}
            filteringPlaceholder={t('operations.webinars.filter')}
            filteringAriaLabel={t('operations.webinars.filter')}
            countText={t('operations.matches', { count: filteredItemsCount ?? 0 })}
          />
        }
        columnDefinitions={[
          {
            id: 'title',
            header: t('operations.fields.title'),
            isRowHeader: true,
            cell: (w) => <RouterLink href={webinarHref(w.id)}>{titleOf(w)}</RouterLink>,
          },
          {
            id: 'youtube_url',
            header: t('operations.fields.youtube_url'),
            cell: (w) =>
              w.youtube_url ? (
                <Link href={w.youtube_url} external>
                  {w.youtube_url}
                </Link>
              ) : (
                w.embed_url
              ),
          },
          { id: 'created_at', header: t('operations.fields.created_at'), cell: (w) => formatDate(w.created_at) },
        ]}
      />
      <AddRecordDialog
        visible={adding}
        header={t('operations.webinars.add_title')}
        save={save}
        target={TARGETS.webinars}
        onClose={() => setAdding(false)}
        form={(props) => <WebinarForm initial={{ title_ca: '', title_es: '', youtube_url: '' }} {...props} />}
      />
    </>
  );
}

/** The recycle bin: deleted webinars, last deleted first, restorable one by one. */
function DeletedWebinars({ viewSwitch }: ListViewProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const trash = useWebinarTrash();
  const titleOf = (w: OpcWebinar) => (locale === 'es' ? w.title_es : w.title_ca);
  if (trash.isError) return <LoadFailed onRetry={() => void trash.refetch()} />;
  return (
    <Table<DeletedRecord<OpcWebinar>>
      variant="container"
      data-testid="opc-webinars-trash"
      items={trash.data ?? []}
      loading={trash.isPending}
      loadingText={t('app.loading')}
      trackBy="id"
      empty={<EmptyState text={t('operations.recycle.empty')} />}
      header={
        <Header
          variant="h1"
          counter={trash.data ? `(${trash.data.length})` : undefined}
          description={t('operations.recycle.description')}
          actions={viewSwitch}
        >
          {t('operations.recycle.webinars_title')}
        </Header>
      }
      columnDefinitions={[
        { id: 'title', header: t('operations.fields.title'), isRowHeader: true, cell: titleOf },
        { id: 'deleted_at', header: t('operations.recycle.deleted_at'), cell: (w) => formatDateTime(w.deleted_at) },
        { id: 'restore', header: '', cell: (w) => <RestoreButton target={TARGETS.webinars} id={w.id} name={titleOf(w)} /> },
      ]}
    />
  );
}
