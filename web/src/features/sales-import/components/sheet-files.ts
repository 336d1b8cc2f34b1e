/** The spreadsheet files the sales import takes (spec §5: xls, xlsx, ods, fods, csv, tsv) and the size limit. */
import { SALES_FILE_MAX_BYTES } from '../../../../../shared/sales-import/rules';
import { checkFile, formatBytes } from '../../../lib/upload';

export const SALES_EXTENSIONS = ['xls', 'xlsx', 'ods', 'fods', 'csv', 'tsv'] as const;
export const SALES_ACCEPT = SALES_EXTENSIONS.map((e) => `.${e}`).join(',');

type T = (key: string, vars?: Record<string, string | number>) => string;

/** Why a chosen file cannot be sent, in the page's language, or null. */
export function fileProblem(t: T, file: File): string | null {
  const issue = checkFile(file, SALES_EXTENSIONS, SALES_FILE_MAX_BYTES);
  if (issue === 'type') return t('salesImport.files.bad_type', { name: file.name, types: SALES_EXTENSIONS.join(', ') });
  if (issue === 'empty') return t('salesImport.files.empty', { name: file.name });
  if (issue === 'size') return t('salesImport.files.too_big', { name: file.name, size: formatBytes(SALES_FILE_MAX_BYTES) });
  return null;
}
