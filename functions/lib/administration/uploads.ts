/** The one upload policy of the administration screens: spreadsheets, under administration/uploads. */
import type { UploadPolicy } from '../files/upload';
import { SPREADSHEET_EXTENSIONS } from '../files/spreadsheet/reader';

export const ADMINISTRATION_POLICY: UploadPolicy = {
  prefix: 'administration/uploads',
  extensions: SPREADSHEET_EXTENSIONS,
  maxBytes: 20 * 1024 * 1024,
};
