/**
 * /opc/webinars (operations role; spec §2): the webinars the pharmacy portal shows, newest first,
 * searchable by title; "Add webinar" opens the form (with the video preview) in a dialog and a
 * created webinar opens on its page. A bounded list (a few dozen videos): read whole. The deleted
 * view (the recycle bin) lists the deleted webinars, last deleted first, each with a restore button.
 */
import { useCollection } from '@cloudscape-design/collection-hooks';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import Table from '@cloudscape-design/components/table';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState, LoadFailed } from '../../components/LoadState';
import { FormDialog } from '../../components/FormDialog';
import { useDocumentTitle } from '../../components/Page';
import { RouterLink } from '../../components/RouterLink';
import { useLocale } from '../../components/use-locale';
import { paths } from '../../config/paths';
import { formatDate, formatDateTime } from '../../lib/format';
import { useSaveWebinar, useWebinarList, useWebinarTrash, type DeletedRecord, type OpcWebinar } from './api';
import { ListViewSwitch, RestoreButton, useListView } from './components/RecycleBin';
import type { SoftDeleteTarget } from './components/use-soft-delete';
import { WebinarForm } from './components/WebinarForm';
import { useOpcFrame, webinarHref } from './nav';

const TARGET: SoftDeleteTarget = { kind: 'webinars', listPath: paths.opcWebinars, href: webinarHref };

export default function WebinarsPage() {
  const { t } = useTranslation();
  const title = t('operations.webinars.title');
  useDocumentTitle(title);
  useOpcFrame([{ text: title, href: paths.opcWebinars }]);
  const [view, setView] = useListView();
  const viewSwitch = <ListViewSwitch view={view} onChange={setView} />;
  return view === 'deleted' ? <DeletedWebinars viewSwitch={viewSwitch} /> : <ActiveWebinars viewSwitch={viewSwitch} />;
}

interface ViewProps {
  viewSwitch: ReactNode;
}

function ActiveWebinars({ viewSwitch }: ViewProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
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
              <SpaceBetween direction="horizontal" size="xs" alignItems="center">
                {viewSwitch}
                <Button variant="primary" onClick={() => setAdding(true)} data-testid="opc-webinars-add">
                  {t('operations.webinars.add')}
                </Button>
              </SpaceBetween>
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
      <FormDialog<{ id: number }>
        visible={adding}
        header={t('operations.webinars.add_title')}
        saving={save.isPending}
        creating
        // Spec §9: dialogs other than working time's are 600 px wide (Cloudscape's medium).
        size="medium"
        onClose={() => setAdding(false)}
        onSaved={(webinar) => navigate(webinarHref(webinar.id))}
        form={(dialog) => (
          <WebinarForm
            initial={{ title_ca: '', title_es: '', youtube_url: '' }}
            submitLabel={t('operations.actions.create')}
            saving={save.isPending}
            serverErrors={dialog.serverErrors}
            onCancel={dialog.onCancel}
            onSubmit={(body) => save.mutate({ id: null, body }, { onSuccess: dialog.onSaved, onError: dialog.onFailed })}
          />
        )}
      />
    </>
  );
}

/** The recycle bin: deleted webinars, last deleted first, restorable one by one. */
function DeletedWebinars({ viewSwitch }: ViewProps) {
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
        { id: 'restore', header: '', cell: (w) => <RestoreButton target={TARGET} id={w.id} name={titleOf(w)} /> },
      ]}
    />
  );
}
