/**
 * The register as documents: one worker's month or the whole staff's, as
 * PDF (pdf-lib) and xlsx (SheetJS), with daily start and end, daily and monthly totals and every
 * amendment (in time order) with its author, time, reason and previous values; headed with the
 * company, its tax id and the work centre, the export id and the generation time; each register
 * with its integrity check (verified, or the first break and the days marked altered) and its chain
 * head. Times in Europe/Madrid; the xlsx holds real date-time cells.
 */
import type { Locale } from '../../../shared/i18n/locale';
import { serverMessage, type ServerMessageKey } from '../../../shared/i18n/server-messages';
import { COMPANY } from '../../../shared/portal/contacts';
import { formatHoursMinutes } from '../../../shared/working-time/time';
import { madridParts } from '../../../shared/time/madrid';
import type { EntryTimes, MonthRegister, PeriodIntegrity, WorkEntry } from '../../../shared/working-time/views';
import { env } from '../env';
import { formatDate, PdfWriter } from '../pdf';

/** What every export carries besides the registers. */
export interface ExportMeta {
  exportId: string;
  generatedAt: Date;
  /** Workers' national ids where the directory has them. */
  nationalIds?: Map<number, string>;
}

const dateOf = (iso: string) => formatDate(madridParts(iso).date);
const timeOf = (iso: string) => madridParts(iso).time;
const dateTime = (iso: string) => `${dateOf(iso)} ${timeOf(iso)}`;
const monthLabel = (month: string) => `${month.slice(5, 7)}/${month.slice(0, 4)}`;

function labels(locale: Locale) {
  const t = (key: ServerMessageKey, vars?: Record<string, string | number>) => serverMessage(locale, key, vars);
  const span = (x: EntryTimes | null) =>
    x ? `${dateTime(x.time_start)} – ${x.time_end ? dateTime(x.time_end) : t('wtc.open')}` : '—';
  const status = (e: WorkEntry) =>
    [
      e.deleted && t('wtc.deleted'),
      e.amended && t('wtc.amended'),
      e.forgotten && t('wtc.forgotten'),
      !e.time_end && !e.deleted && t('wtc.open'),
    ]
      .filter(Boolean)
      .join(', ');
  const integrity = (i: PeriodIntegrity) =>
    i.state === 'verified'
      ? t('wtc.integrity_verified', { anchored: i.anchored_until ? formatDate(i.anchored_until) : t('wtc.no_anchor') })
      : t('wtc.integrity_broken', { seq: i.first_break!.seq, reason: t(`wtc.reason_${i.first_break!.reason}`) });
  const head = (i: PeriodIntegrity) => (i.head ? t('wtc.chain_head_value', { seq: i.head.seq, mac: i.head.mac }) : '—');
  return { t, span, status, integrity, head };
}

const dayIsBroken = (r: MonthRegister, date: string) => r.integrity.whole_register || r.integrity.broken_dates.includes(date);

/** Amendments of a month in the order they were made (their record numbers follow time). */
const amendmentsOf = (r: MonthRegister) =>
  r.days
    .flatMap((d) => d.entries.flatMap((e) => e.amendments.map((a) => ({ a, e }))))
    .sort((x, y) => (x.a.at < y.a.at ? -1 : x.a.at > y.a.at ? 1 : x.a.seq - y.a.seq));

/** Days oldest first in documents (a register reads forwards). */
const daysForwards = (r: MonthRegister) => [...r.days].reverse();

export async function registerPdf(
  registers: MonthRegister[],
  locale: Locale,
  title: string,
  meta: ExportMeta,
): Promise<Uint8Array> {
  const { t, span, status, integrity, head } = labels(locale);
  const pdf = await PdfWriter.create(title);
  pdf.describe({ created: meta.generatedAt, subject: meta.exportId, keywords: [meta.exportId] });
  const generated = t('wtc.generated', { at: dateTime(meta.generatedAt.toISOString()) });
  pdf.text(t('wtc.company', { name: COMPANY.name, taxId: COMPANY.taxId }), { bold: true, size: 12, gap: 2 });
  pdf.table([
    { label: t('wtc.work_centre'), value: env.wtcWorkCentre() },
    { label: t('wtc.period'), value: registers[0] ? monthLabel(registers[0].month) : '' },
    { label: t('wtc.export_id'), value: meta.exportId },
  ]);
  pdf.text(generated, { size: 8.5 });
  for (const [i, r] of registers.entries()) {
    pdf.space(i > 0 ? 18 : 6);
    pdf.heading(`${t('wtc.title')} · ${r.user.name}`);
    pdf.table([
      { label: t('wtc.worker'), value: `${r.user.name} (${r.user.id})` },
      { label: t('wtc.worker_id'), value: meta.nationalIds?.get(r.user.id) ?? '—' },
      { label: t('wtc.month'), value: monthLabel(r.month) },
    ]);
    pdf.text(`${t('wtc.integrity')}: ${integrity(r.integrity)}`, { bold: r.integrity.state === 'broken', size: 9.5, gap: 2 });
    pdf.text(`${t('wtc.chain_head')}: ${head(r.integrity)}`, { size: 8.5 });
    pdf.rule();
    if (r.days.length === 0) pdf.text(t('wtc.no_entries'));
    for (const day of daysForwards(r)) {
      const broken = dayIsBroken(r, day.date);
      pdf.text(`${dateOf(day.entries[0]!.time_start)}${broken ? ` · ${t('wtc.broken_day')}` : ''}`, { bold: true, gap: 2 });
      pdf.table([
        ...day.entries.map((e) => {
          const note = status(e);
          return {
            label: `${timeOf(e.time_start)} – ${e.time_end ? `${dateOf(e.time_end) === dateOf(e.time_start) ? '' : `${dateOf(e.time_end)} `}${timeOf(e.time_end)}` : '…'}${note ? ` (${note})` : ''}`,
            value: e.deleted ? `(${formatHoursMinutes(e.seconds)})` : formatHoursMinutes(e.seconds),
          };
        }),
        {
          label: `${t('wtc.day_total')}${broken ? ` (${t('wtc.broken_day')})` : ''}`,
          value: formatHoursMinutes(day.seconds),
          bold: true,
        },
      ]);
    }
    pdf.rule();
    const monthBroken = r.integrity.state === 'broken' ? ` (${t('wtc.broken_day')})` : '';
    pdf.table([{ label: `${t('wtc.month_total')}${monthBroken}`, value: formatHoursMinutes(r.seconds), bold: true }]);
    const amendments = amendmentsOf(r);
    if (amendments.length) {
      pdf.text(t('wtc.amendments'), { bold: true, size: 12 });
      for (const { a, e } of amendments)
        pdf.text(
          t('wtc.amendment', {
            at: dateTime(a.at),
            author: a.author.name,
            kind: t(`wtc.kind_${a.kind}`),
            entry: e.id,
            before: span(a.before),
            after: span(a.after),
            reason: a.reason,
            ack: a.acknowledged_at ? t('wtc.acknowledged', { at: dateTime(a.acknowledged_at) }) : t('wtc.not_acknowledged'),
          }),
          { size: 9.5 },
        );
    }
  }
  if (registers.length > 1) {
    pdf.rule();
    pdf.table([
      { label: t('wtc.staff_total'), value: formatHoursMinutes(registers.reduce((s, r) => s + r.seconds, 0)), bold: true },
    ]);
  }
  pdf.rule();
  pdf.text(`${t('wtc.export_id')}: ${meta.exportId}`, { size: 8.5, gap: 2 });
  pdf.text(generated, { size: 8.5 });
  return pdf.save();
}

/** Hours as a number with two decimals in the spreadsheet (sums in Excel), besides the H:MM text. */
const hours = (seconds: number) => Math.round((seconds / 3600) * 100) / 100;

type Cell = string | number | { t: 'n'; v: number; z: string };

/** A Madrid wall time as an Excel date-time serial (days since 1899-12-30): a real date cell, shown in Madrid time. */
function excelDate(iso: string, withTime = true): Cell {
  const p = madridParts(iso);
  const [y, m, d] = p.date.split('-').map(Number) as [number, number, number];
  const [hh, mm, ss] = p.time.split(':').map(Number) as [number, number, number];
  const serial =
    (Date.UTC(y, m - 1, d, withTime ? hh : 0, withTime ? mm : 0, withTime ? ss : 0) - Date.UTC(1899, 11, 30)) / 86_400_000;
  return { t: 'n', v: serial, z: withTime ? 'dd/mm/yyyy hh:mm:ss' : 'dd/mm/yyyy' };
}
const excelDay = (date: string): Cell => excelDate(`${date}T12:00:00Z`, false);

export async function registerXlsx(registers: MonthRegister[], locale: Locale, meta: ExportMeta): Promise<Uint8Array> {
  const XLSX = await import('@e965/xlsx');
  const { t, status, integrity, head } = labels(locale);
  const register: Cell[][] = [
    [
      t('wtc.worker'),
      t('wtc.date'),
      t('wtc.entry'),
      t('wtc.start'),
      t('wtc.end'),
      t('wtc.hours'),
      'H:MM',
      t('wtc.status'),
      t('wtc.integrity_state'),
    ],
  ];
  const amendments: Cell[][] = [
    [
      t('wtc.worker'),
      t('wtc.entry'),
      t('wtc.at'),
      t('wtc.kind'),
      t('wtc.author'),
      t('wtc.reason'),
      t('wtc.before_start'),
      t('wtc.before_end'),
      t('wtc.after_start'),
      t('wtc.after_end'),
      t('wtc.acknowledged_at'),
    ],
  ];
  const verification: Cell[][] = [
    [t('wtc.company', { name: COMPANY.name, taxId: COMPANY.taxId })],
    [t('wtc.work_centre'), env.wtcWorkCentre()],
    [t('wtc.export_id'), meta.exportId],
    [t('wtc.generated', { at: dateTime(meta.generatedAt.toISOString()) })],
    [],
    [t('wtc.worker'), t('wtc.worker_id'), t('wtc.period'), t('wtc.integrity'), t('wtc.chain_head')],
  ];
  const stateOf = (r: MonthRegister, date: string) => (dayIsBroken(r, date) ? t('wtc.broken_day') : '');
  for (const r of registers) {
    verification.push([
      r.user.name,
      meta.nationalIds?.get(r.user.id) ?? '',
      monthLabel(r.month),
      integrity(r.integrity),
      head(r.integrity),
    ]);
    for (const day of daysForwards(r)) {
      for (const e of day.entries)
        register.push([
          r.user.name,
          excelDay(day.date),
          e.id,
          excelDate(e.time_start),
          e.time_end ? excelDate(e.time_end) : '',
          e.deleted ? 0 : hours(e.seconds),
          e.deleted ? '' : formatHoursMinutes(e.seconds),
          status(e),
          stateOf(r, day.date),
        ]);
      register.push([
        r.user.name,
        excelDay(day.date),
        '',
        t('wtc.day_total'),
        '',
        hours(day.seconds),
        formatHoursMinutes(day.seconds),
        '',
        stateOf(r, day.date),
      ]);
    }
    for (const { a, e } of amendmentsOf(r))
      amendments.push([
        r.user.name,
        e.id,
        excelDate(a.at),
        t(`wtc.kind_${a.kind}`),
        a.author.name,
        a.reason,
        a.before ? excelDate(a.before.time_start) : '',
        a.before?.time_end ? excelDate(a.before.time_end) : '',
        a.after ? excelDate(a.after.time_start) : '',
        a.after?.time_end ? excelDate(a.after.time_end) : '',
        a.acknowledged_at ? excelDate(a.acknowledged_at) : '',
      ]);
    register.push([
      r.user.name,
      monthLabel(r.month),
      '',
      t('wtc.month_total'),
      '',
      hours(r.seconds),
      formatHoursMinutes(r.seconds),
      '',
      r.integrity.state === 'broken' ? t('wtc.broken_day') : '',
    ]);
  }
  const wb = XLSX.utils.book_new();
  // The export id in the workbook's properties: `wtc:verify --export` reads it back.
  wb.Props = { Title: t('wtc.title'), Subject: meta.exportId, Keywords: meta.exportId, CreatedDate: meta.generatedAt };
  const sheet = XLSX.utils.aoa_to_sheet(register);
  sheet['!cols'] = [
    { wch: 24 },
    { wch: 12 },
    { wch: 9 },
    { wch: 20 },
    { wch: 20 },
    { wch: 8 },
    { wch: 8 },
    { wch: 24 },
    { wch: 12 },
  ];
  XLSX.utils.book_append_sheet(wb, sheet, t('wtc.title').slice(0, 31));
  const sheet2 = XLSX.utils.aoa_to_sheet(amendments);
  sheet2['!cols'] = [
    { wch: 24 },
    { wch: 9 },
    { wch: 20 },
    { wch: 14 },
    { wch: 20 },
    { wch: 40 },
    { wch: 20 },
    { wch: 20 },
    { wch: 20 },
    { wch: 20 },
    { wch: 20 },
  ];
  XLSX.utils.book_append_sheet(wb, sheet2, t('wtc.amendments'));
  const sheet3 = XLSX.utils.aoa_to_sheet(verification);
  sheet3['!cols'] = [{ wch: 30 }, { wch: 16 }, { wch: 10 }, { wch: 60 }, { wch: 80 }];
  XLSX.utils.book_append_sheet(wb, sheet3, t('wtc.integrity').slice(0, 31));
  return XLSX.write(wb, { type: 'buffer', bookType: 'xlsx', compression: true }) as Uint8Array;
}
