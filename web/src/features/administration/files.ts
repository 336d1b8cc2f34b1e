/** The spreadsheet types the administration's file forms take (spec §5: xls, xlsx, ods, fods, csv, tsv). */
import { extensionOf } from '../../lib/upload';

export const SHEET_EXTENSIONS = ['xls', 'xlsx', 'ods', 'fods', 'csv', 'tsv'] as const;
export const SHEET_ACCEPT = SHEET_EXTENSIONS.map((e) => `.${e}`).join(',');

/** The message for a file of another type, or undefined. */
export function sheetTypeError(t: (key: string, vars?: Record<string, string>) => string, file: File): string | undefined {
  return (SHEET_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))
    ? undefined
    : t('administration.bad_type', { name: file.name, types: SHEET_EXTENSIONS.join(', ') });
}
