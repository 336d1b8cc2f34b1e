/** The one spreadsheet file field of the administration's file forms (packaging, invoicing, loyalty). */
import FileInput from '@cloudscape-design/components/file-input';
import FormField from '@cloudscape-design/components/form-field';
import { useTranslation } from 'react-i18next';
import { SHEET_ACCEPT } from './files';

export function SheetFileField(props: {
  testId: string;
  file: File | null;
  onChange: (file: File | null) => void;
  errorText?: string;
}) {
  const { t } = useTranslation();
  return (
    <FormField label={t('administration.file')} description={t('administration.file_hint')} errorText={props.errorText}>
      <div data-testid={props.testId}>
        <FileInput
          value={props.file ? [props.file] : []}
          accept={SHEET_ACCEPT}
          onChange={({ detail }) => props.onChange(detail.value[0] ?? null)}
        >
          {t('administration.choose_file')}
        </FileInput>
      </div>
    </FormField>
  );
}
