/**
 * Catalog step 4 (spec §2): one catalog file per platform, generated on the server as xlsx when the
 * month's catalog is begun; each downloads, and an upload replaces it (a new version). A file
 * older than the last product update is marked: it cannot be sent until rebuilt or replaced.
 */
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FileInput from '@cloudscape-design/components/file-input';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { download } from '../../../lib/download';
import { alerts } from '../../../lib/alerts';
import { api } from '../../../lib/http';
import { serverFieldErrors } from '../../../components/validation';
import { uploadFile, type CatalogFile, type CatalogWorkingData } from '../api';
import { formatSize } from '../format';

export function FilesStep({
  data,
  onChanged,
  rebuild,
  actions,
}: {
  data: CatalogWorkingData;
  onChanged: () => void;
  /** Begins or rebuilds the month's files from the product records. */
  rebuild: ReactNode;
  actions: ReactNode;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<number, string>>({});

  async function replace(file: CatalogFile, chosen: File | undefined) {
    if (!chosen) return;
    setBusy(file.platform);
    setErrors({ ...errors, [file.platform]: '' });
    try {
      const id = await uploadFile(chosen);
      await api.call('administration.catalog.replace_file', {
        params: { month: data.month, platform: file.platform },
        body: { file: id },
        handle: [422],
      });
      alerts.add({ type: 'success', msg: t('administration.catalog.replaced', { label: file.label }) });
      onChanged();
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) setErrors({ ...errors, [file.platform]: Object.values(fields).join(' ') });
    } finally {
      setBusy(null);
    }
  }

  return (
    <Table
      data-testid="catalog-files"
      variant="container"
      header={
        <Header
          variant="h2"
          counter={`(${data.catalogs.length})`}
          description={t('administration.catalog.files_description')}
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              {rebuild}
              {actions}
            </SpaceBetween>
          }
        >
          {t('administration.catalog.steps.files')}
        </Header>
      }
      items={data.catalogs}
      trackBy="platform"
      empty={<Box textAlign="center">{t('administration.catalog.files_none')}</Box>}
      columnDefinitions={[
        { id: 'label', header: t('administration.catalog.platform'), cell: (f) => f.label },
        {
          id: 'actions',
          header: t('administration.catalog.actions'),
          // Wide enough for each button whole: left to shrink, the labels broke letter by letter.
          width: 190,
          minWidth: 190,
          cell: (f) => (
            // Second column and never broken mid-word: at 390 px the actions were off-screen and
            // "Substitueix" broke in two.
            <SpaceBetween size="xxs">
              <div className="admin-file-actions">
                <Button
                  iconName="download"
                  onClick={() =>
                    void download('administration.catalog.file', { params: { month: data.month, platform: f.platform } })
                  }
                  data-testid={`catalog-download-${f.platform}`}
                >
                  {t('administration.catalog.download')}
                </Button>
                <span data-testid={`catalog-replace-${f.platform}`}>
                  <FileInput value={[]} accept=".xlsx" onChange={({ detail }) => void replace(f, detail.value[0])}>
                    {busy === f.platform ? t('administration.catalog.uploading') : t('administration.catalog.replace')}
                  </FileInput>
                </span>
              </div>
              {errors[f.platform] ? <StatusIndicator type="error">{errors[f.platform]}</StatusIndicator> : null}
            </SpaceBetween>
          ),
        },
        { id: 'file', header: t('administration.catalog.file'), cell: (f) => f.file },
        {
          id: 'version',
          header: t('administration.catalog.version'),
          cell: (f) => (
            <SpaceBetween direction="horizontal" size="xxs">
              <span>{f.version}</span>
              <Badge color={f.source === 'uploaded' ? 'blue' : 'grey'}>{t(`administration.catalog.source.${f.source}`)}</Badge>
            </SpaceBetween>
          ),
        },
        { id: 'updated', header: t('administration.catalog.updated_at'), cell: (f) => formatDateTime(f.updated_at) },
        { id: 'size', header: t('administration.catalog.size'), cell: (f) => formatSize(f.size) },
        {
          id: 'state',
          header: t('administration.catalog.state'),
          cell: (f) =>
            f.stale ? (
              <StatusIndicator type="warning">{t('administration.catalog.stale')}</StatusIndicator>
            ) : (
              <StatusIndicator type="success">{t('administration.catalog.current')}</StatusIndicator>
            ),
        },
      ]}
    />
  );
}
