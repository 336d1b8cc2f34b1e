/**
 * Returns spreadsheets (§2, §9): the pending lines with one sheet per laboratory (named after it,
 * at most 31 characters, unique), the laboratory's name in row 1, the column heads in row 2 and the
 * data from row 3, as returns_MM_YYYY.xlsx; and one tracking batch with its lines.
 * exceljs is loaded on first use, so the warehouse Lambda's cold start does not pay for it.
 */
import { serverMessage } from '../../../shared/i18n/server-messages';
import type { Locale } from '../../../shared/i18n/locale';
import { defectName, TRACKING_RESOLUTIONS, TRACKING_STATUSES } from '../../../shared/warehouse/returns';
import { madridParts } from '../../../shared/time/madrid';
import { exportFile } from '../files/exports';
import type { PendingItem, TrackingItem, TrackingLineItem } from './returns';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const SHEET_NAME_MAX = 31;

/** A sheet name Excel accepts: no []:*?/\, at most 31 characters, unique in the workbook. */
export function sheetName(name: string, taken: Set<string>): string {
  const clean = name.replace(/[[\]:*?/\\]/g, ' ').trim() || 'Sheet';
  let candidate = clean.slice(0, SHEET_NAME_MAX);
  for (let n = 2; taken.has(candidate.toLowerCase()); n++) {
    const suffix = ` (${n})`;
    candidate = clean.slice(0, SHEET_NAME_MAX - suffix.length) + suffix;
  }
  taken.add(candidate.toLowerCase());
  return candidate;
}

/** returns_MM_YYYY.xlsx for the Madrid month of `now`. */
export function returnsFileName(now = new Date()): string {
  const [y, m] = madridParts(now).month.split('-');
  return `returns_${m}_${y}.xlsx`;
}

const dmy = (iso: string | null) => (iso ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : '');

export async function pendingReturnsXlsx(lines: PendingItem[], locale: Locale): Promise<{ url: string }> {
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  const t = (k: Parameters<typeof serverMessage>[1]) => serverMessage(locale, k);
  const heads = [
    t('returns.export.cn'),
    t('returns.export.barcode'),
    t('returns.export.product'),
    t('returns.export.quantity'),
    t('returns.export.lot'),
    t('returns.export.defect'),
    t('returns.export.expires_at'),
  ];
  const byLab = new Map<string, PendingItem[]>();
  for (const l of lines) {
    const name = l.partyId === -1 ? t('returns.export.no_laboratory') : l.partyName;
    byLab.set(name, [...(byLab.get(name) ?? []), l]);
  }
  const taken = new Set<string>();
  for (const [lab, rows] of [...byLab].sort(([a], [b]) => a.localeCompare(b, 'ca'))) {
    const ws = wb.addWorksheet(sheetName(lab, taken));
    ws.getRow(1).getCell(1).value = lab;
    ws.getRow(1).font = { bold: true, size: 14 };
    ws.getRow(2).values = heads;
    ws.getRow(2).font = { bold: true };
    for (const r of rows)
      ws.addRow([
        r.nationalCode ?? '',
        (r.ean13 ?? [])[0] ?? '',
        r.description,
        r.quantity,
        r.lot ?? '',
        defectName(r.defect, locale),
        dmy(r.expiresAt ?? null),
      ]);
    ws.columns.forEach((c, i) => (c.width = [10, 16, 45, 10, 14, 16, 12][i]));
  }
  if (byLab.size === 0) wb.addWorksheet('—').getRow(2).values = heads;
  const body = new Uint8Array(await wb.xlsx.writeBuffer());
  const { url } = await exportFile({ folder: 'returns', fileName: returnsFileName(), body, contentType: XLSX });
  return { url };
}

export async function trackingXlsx(tr: TrackingItem, locale: Locale): Promise<{ url: string }> {
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  const t = (k: Parameters<typeof serverMessage>[1]) => serverMessage(locale, k);
  const name = (list: readonly { id: number; name_ca: string; name_es: string }[], id: number) => {
    const o = list.find((x) => x.id === id);
    return o ? (locale === 'es' ? o.name_es : o.name_ca) : String(id);
  };
  const ws = wb.addWorksheet(sheetName(`${tr.trackingId} ${tr.partyName}`, new Set()));
  ws.getRow(1).getCell(1).value = `${tr.trackingId} - ${tr.partyName} - ${name(TRACKING_STATUSES, tr.statusId)}`;
  ws.getRow(1).font = { bold: true, size: 14 };
  ws.getRow(2).values = [
    t('returns.export.cn'),
    t('returns.export.product'),
    t('returns.export.quantity'),
    t('returns.export.lot'),
    t('returns.export.defect'),
    t('returns.export.expires_at'),
    t('returns.export.status'),
    t('returns.export.resolution'),
    t('returns.export.refunded'),
  ];
  ws.getRow(2).font = { bold: true };
  for (const l of tr.lines as TrackingLineItem[])
    ws.addRow([
      l.nationalCode ?? '',
      l.description,
      l.quantity,
      l.lot ?? '',
      defectName(l.defect, locale),
      dmy(l.expiresAt),
      name(TRACKING_STATUSES, l.statusId),
      name(TRACKING_RESOLUTIONS, l.resolutionId),
      serverMessage(
        locale,
        l.refunded === null ? 'returns.refunded.pending' : l.refunded ? 'returns.refunded.true' : 'returns.refunded.false',
      ),
    ]);
  const body = new Uint8Array(await wb.xlsx.writeBuffer());
  const { url } = await exportFile({ folder: 'returns', fileName: `tracking_${tr.trackingId}.xlsx`, body, contentType: XLSX });
  return { url };
}
