/** The per-file errors of the spreadsheet reader, with their message keys in both languages. */
import type { Locale } from '../../../../shared/i18n/locale';
import { serverMessage } from '../../../../shared/i18n/server-messages';

export type SpreadsheetErrorKey = 'spreadsheet.unreadable' | 'spreadsheet.sheet_missing' | 'spreadsheet.header_missing';

export class SpreadsheetError extends Error {
  constructor(
    readonly key: SpreadsheetErrorKey,
    /** Always the file name; plus `sheet`/`sheets` or `columns` as the key needs. */
    readonly params: { file: string } & Record<string, string | number>,
    options?: { cause?: unknown },
  ) {
    super(`${key}: ${JSON.stringify(params)}`, options);
    this.name = 'SpreadsheetError';
  }

  /** The message a person reads, e.g. in an import's result list. */
  localized(locale: Locale): string {
    return serverMessage(locale, this.key, this.params);
  }
}
