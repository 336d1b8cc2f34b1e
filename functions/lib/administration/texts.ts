/** Workbook texts of the administration files, in the caller's language. */
import type { Locale } from '../../../shared/i18n/locale';
import { serverMessage, type ServerMessageKey } from '../../../shared/i18n/server-messages';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const t = (locale: Locale, key: ServerMessageKey, vars?: Record<string, string | number>) =>
  serverMessage(locale, key, vars);
/** A column header: the sales import's where it has one, else the administration's. */
export const col = (locale: Locale, c: string) =>
  t(locale, (c.startsWith('adm.') ? `${c.replace('adm.', 'adm.column.')}` : `import_sales.column.${c}`) as ServerMessageKey);
/** DD-MM-YYYY of a YYYY-MM-DD day, for file names (no slashes in a file name). */
export const fileDay = (day: string) => day.split('-').reverse().join('-');
