/**
 * Step 1's look ahead: each chosen file's first rows as the distributor's profile will
 * read them (dates, decimals, codes; rows it would reject), and the columns that moved since the
 * layout it remembers, before anything is staged. The next submit stages them.
 */
import Alert from '@cloudscape-design/components/alert';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import type { ProfilePreview } from '../../../../../shared/sales-import/views';
import { LayoutChanges, ReadRows } from '../components/ReadPreview';

export interface FilePreview {
  name: string;
  preview: ProfilePreview | null;
  /** Why it cannot be read (the server's message). */
  error: string | null;
}

export function UploadPreview({ files }: { files: readonly FilePreview[] }) {
  const { t } = useTranslation();
  return (
    <SpaceBetween size="s">
      <Alert type="info" data-testid="upload-preview-hint">
        {t('salesImport.upload.preview_hint', { count: files.length })}
      </Alert>
      {files.map((f, i) => (
        <ExpandableSection
          key={f.name}
          variant="container"
          defaultExpanded
          headerText={f.name}
          headerDescription={
            f.preview
              ? f.preview.changes.length
                ? t('salesImport.upload.preview_changed', { count: f.preview.changes.length })
                : t('salesImport.upload.preview_rows', { count: f.preview.rows.length })
              : undefined
          }
          data-testid={`upload-preview-${i}`}
        >
          {f.preview ? (
            <SpaceBetween size="s">
              <LayoutChanges preview={f.preview} testId={`upload-preview-${i}`} />
              <ReadRows preview={f.preview} testId={`upload-preview-${i}-rows`} />
            </SpaceBetween>
          ) : (
            <Alert type="error">{f.error}</Alert>
          )}
        </ExpandableSection>
      ))}
    </SpaceBetween>
  );
}
