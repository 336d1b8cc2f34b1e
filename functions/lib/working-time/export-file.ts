/**
 * A register export written to the files bucket: the document, its export id and the receipt in the
 * WORM bucket (receipts.ts) that `npm run wtc:verify -- --export FILE` checks later. The API call
 * (one worker) and the export job (the whole staff) both write through here; the file is handed out
 * through the one download path.
 */
import type { Locale } from '../../../shared/i18n/locale';
import type { ExportFormat, MonthRegister, PeriodIntegrity } from '../../../shared/working-time/views';
import { exportFile } from '../files/exports';
import { CONTENT_TYPES } from '../files/upload';
import { registerPdf, registerXlsx } from './documents';
import { newExportId, putReceipt, sha256 } from './receipts';
import { nationalIds } from './staff';

export interface WrittenExport {
  key: string;
  url: string;
  fileName: string;
  exportId: string;
  integrity: PeriodIntegrity['state'];
}

export async function writeExport(
  registers: MonthRegister[],
  format: ExportFormat,
  name: string,
  locale: Locale,
  folder: string,
): Promise<WrittenExport> {
  const generatedAt = new Date();
  const meta = {
    exportId: newExportId(generatedAt),
    generatedAt,
    nationalIds: await nationalIds(registers.map((r) => r.user.id)),
  };
  const body = format === 'pdf' ? await registerPdf(registers, locale, name, meta) : await registerXlsx(registers, locale, meta);
  // The receipt before the file is handed out: no export exists that cannot be checked.
  await putReceipt({
    export_id: meta.exportId,
    sha256: sha256(body),
    format,
    generated_at: generatedAt.toISOString(),
    period: registers[0]?.month ?? '',
    registers: registers.map((r) => ({ user_id: r.user.id, state: r.integrity.state, head: r.integrity.head })),
  });
  const fileName = `${name}.${format}`;
  const { url, key } = await exportFile({ folder: `working-time/${folder}`, fileName, body, contentType: CONTENT_TYPES[format] });
  const integrity = registers.some((r) => r.integrity.state === 'broken') ? 'broken' : 'verified';
  return { key, url, fileName, exportId: meta.exportId, integrity };
}
