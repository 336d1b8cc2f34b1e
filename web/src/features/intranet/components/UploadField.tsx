/**
 * A file chosen for upload: type and size checked before anything is sent, and the presigned PUT's
 * progress while it goes up.
 */
import Box from '@cloudscape-design/components/box';
import FileInput from '@cloudscape-design/components/file-input';
import FormField from '@cloudscape-design/components/form-field';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../../lib/upload';

export function UploadField({
  label,
  description,
  file,
  current,
  progress,
  errorText,
  accept,
  onChange,
  testId,
}: {
  label: string;
  description?: string;
  file: File | null;
  /** The file saved now (edit), shown while no other is chosen. */
  current?: string | null;
  /** 0–100 while uploading; null otherwise. */
  progress: number | null;
  errorText?: string;
  accept: readonly string[];
  onChange: (file: File | null) => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <FormField label={label} description={description} errorText={errorText}>
      <SpaceBetween size="xs">
        <div data-testid={testId}>
          <FileInput
            value={file ? [file] : []}
            accept={accept.map((e) => `.${e}`).join(',')}
            onChange={({ detail }) => onChange(detail.value[0] ?? null)}
            invalid={Boolean(errorText)}
          >
            {t('intranet.upload.choose')}
          </FileInput>
        </div>
        {file ? (
          <Box variant="small">
            {file.name} · {formatBytes(file.size)}
          </Box>
        ) : current ? (
          <Box variant="small" color="text-body-secondary">
            {t('intranet.upload.current', { name: current })}
          </Box>
        ) : null}
        {progress !== null ? (
          <ProgressBar value={progress} label={t('intranet.upload.progress')} ariaLabel={t('intranet.upload.progress')} />
        ) : null}
      </SpaceBetween>
    </FormField>
  );
}
