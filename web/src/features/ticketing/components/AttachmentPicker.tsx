/**
 * Files to attach to a ticket: several at once, each checked against the stated types and size
 * before anything is sent (S3 refuses them again: the presigned PUT signs type and exact size).
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FileInput from '@cloudscape-design/components/file-input';
import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { checkFile, formatBytes } from '../../../lib/upload';

export interface AttachmentPolicy {
  extensions: readonly string[];
  maxBytes: number;
}

/** The message of the first refused file, or undefined when all pass. */
export function useAttachmentIssue(files: readonly File[], policy: AttachmentPolicy): string | undefined {
  const { t } = useTranslation();
  for (const file of files) {
    const issue = checkFile(file, policy.extensions, policy.maxBytes);
    if (issue === 'size') return t('ticketing.attachments.too_big', { name: file.name, size: formatBytes(policy.maxBytes) });
    if (issue) return t('ticketing.attachments.bad_type', { name: file.name });
  }
  return undefined;
}

export function AttachmentPicker({
  files,
  policy,
  errorText,
  onChange,
}: {
  files: File[];
  policy: AttachmentPolicy;
  errorText?: string;
  onChange: (files: File[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <FormField
      label={t('ticketing.form.attachments')}
      description={t('ticketing.form.attachments_hint', {
        size: formatBytes(policy.maxBytes),
        types: policy.extensions.join(', '),
      })}
      errorText={errorText}
    >
      <SpaceBetween size="xs">
        <div data-testid="ticket-attachments-input">
          <FileInput
            multiple
            value={files}
            accept={policy.extensions.map((e) => `.${e}`).join(',')}
            invalid={Boolean(errorText)}
            onChange={({ detail }) => onChange([...files, ...detail.value.filter((f) => !files.includes(f))])}
          >
            {t('ticketing.attachments.add')}
          </FileInput>
        </div>
        {files.map((file) => (
          <Box key={`${file.name}-${file.size}-${file.lastModified}`} variant="small">
            {file.name} · {formatBytes(file.size)}{' '}
            <Button
              variant="inline-icon"
              iconName="close"
              ariaLabel={t('ticketing.attachments.delete')}
              onClick={() => onChange(files.filter((f) => f !== file))}
            />
          </Box>
        ))}
      </SpaceBetween>
    </FormField>
  );
}
