/** The prenotice file's types (spec §2: xls or csv); the server refuses any other as well. */
import { extensionOf } from '../../../lib/upload';

export const PRENOTICE_EXTENSIONS = ['xls', 'csv'] as const;
export const PRENOTICE_ACCEPT = PRENOTICE_EXTENSIONS.map((e) => `.${e}`).join(',');

/** 'type' when the file is of another type, else null. */
export function prenoticeFileIssue(file: Pick<File, 'name'>): 'type' | null {
  return (PRENOTICE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name)) ? null : 'type';
}
