/** The spreadsheet file field of the administration's file forms (packaging, invoicing, loyalty). */
import { useTranslation } from 'react-i18next';
import { FileField } from '../../components/FileField';
import { SHEET_ACCEPT } from './files';

export function SheetFileField(props: {
  testId: string;
  file: File | null;
  onChange: (file: File | null) => void;
  errorText?: string;
}) {
  const { t } = useTranslation();
  return (
    <FileField
      {...props}
      label={t('administration.file')}
      description={t('administration.file_hint')}
      chooseLabel={t('administration.choose_file')}
      accept={SHEET_ACCEPT}
    />
  );
}
