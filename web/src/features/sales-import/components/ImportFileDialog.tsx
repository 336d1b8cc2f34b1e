/**
 * The import dialog of the conversion tables and the price catalog (spec §2, §5, §7): one
 * spreadsheet (and, for the catalog, its month, default the current one), sent through the one
 * upload path; the answer counts the rows created and updated, or (all or nothing) lists the
 * refused rows with their number and reason.
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import FileInput from '@cloudscape-design/components/file-input';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConversionImportResult } from '../../../../../shared/sales-import/views';
import { FormFrame } from '../../../components/FormFrame';
import { MonthField, thisMonth } from '../../../components/MonthField';
import { useGuardedMutation } from '../../../lib/use-guarded-mutation';
import { uploadFile } from '../api';
import { fileProblem, SALES_ACCEPT } from './sheet-files';

export function ImportFileDialog({
  visible,
  title,
  hint,
  withMonth = false,
  run,
  onClose,
  onImported,
}: {
  visible: boolean;
  title: string;
  /** The columns the file must hold. */
  hint: string;
  withMonth?: boolean;
  /** Imports the uploaded file (its upload id), with the month when asked. */
  run: (uploadId: string, month: string) => Promise<ConversionImportResult>;
  onClose: () => void;
  onImported: () => void;
}) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [month, setMonth] = useState(thisMonth);
  const [tried, setTried] = useState(false);
  const [result, setResult] = useState<ConversionImportResult | null>(null);
  const importing = useGuardedMutation({
    mutationFn: async () => run(await uploadFile(file!), month),
    onSuccess: (answer) => {
      setResult(answer);
      setFile(null);
      setTried(false);
      onImported();
    },
  });
  const fileError = file ? fileProblem(t, file) : tried ? t('validation.required') : null;
  const monthError = withMonth && tried && !month ? t('validation.required') : undefined;
  const close = () => {
    if (importing.isPending) return;
    setFile(null);
    setResult(null);
    setTried(false);
    setMonth(thisMonth());
    onClose();
  };
  return (
    <Modal visible={visible} size="medium" header={title} onDismiss={close}>
      <SpaceBetween size="l">
        <FormFrame
          testId="import-file-form"
          submitLabel={t('salesImport.import')}
          saving={importing.isPending}
          onCancel={close}
          onSubmit={() => {
            setTried(true);
            setResult(null);
            if (file && !fileProblem(t, file) && (!withMonth || month)) importing.mutate();
          }}
        >
          <SpaceBetween size="m">
            <FormField label={t('salesImport.files.file')} description={hint} errorText={fileError ?? undefined}>
              <div data-testid="import-file-input">
                <FileInput
                  value={file ? [file] : []}
                  accept={SALES_ACCEPT}
                  onChange={({ detail }) => setFile(detail.value[0] ?? null)}
                >
                  {t('salesImport.files.choose_one')}
                </FileInput>
              </div>
              {file ? <Box variant="small">{file.name}</Box> : null}
            </FormField>
            {withMonth ? (
              <FormField label={t('salesImport.catalog.month')} errorText={monthError} controlId="import-month">
                <MonthField
                  controlId="import-month"
                  value={month}
                  onChange={setMonth}
                  invalid={Boolean(monthError)}
                  placeholder={t('salesImport.month_placeholder')}
                  data-testid="import-month"
                />
              </FormField>
            ) : null}
          </SpaceBetween>
        </FormFrame>
        {result ? (
          <Alert
            type={result.errors.length ? 'error' : 'success'}
            header={
              // All or nothing: with any refused row nothing is stored.
              result.errors.length
                ? t('salesImport.import_refused', { count: result.errors.length })
                : t('salesImport.import_result', { rows: result.rows, created: result.created, updated: result.updated })
            }
            data-testid="import-file-result"
          >
            {result.errors.length ? (
              <ul>
                {result.errors.slice(0, 50).map((e) => (
                  <li key={e.row}>{t('salesImport.import_row_error', { row: e.row, message: e.message })}</li>
                ))}
              </ul>
            ) : null}
          </Alert>
        ) : null}
      </SpaceBetween>
    </Modal>
  );
}
