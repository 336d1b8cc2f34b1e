/**
 * The register as documents (issue 16 item 6): one worker's month or the whole staff's, as PDF
 * (pdf-lib) and xlsx (SheetJS), with daily start and end, daily and monthly totals and every
 * amendment with its author, time, reason and previous values. Times in Europe/Madrid.
 */
import type { Locale } from '../../../shared/i18n/locale';
import { serverMessage, type ServerMessageKey } from '../../../shared/i18n/server-messages';
import { formatHoursMinutes, madridParts } from '../../../shared/working-time/time';
import type { EntryTimes, MonthRegister, WorkEntry } from '../../../shared/working-time/views';
import { formatDate, PdfWriter } from '../pdf';

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
  return { t, span, status };
}

/** Days oldest first in documents (a register reads forwards). */
const daysForwards = (r: MonthRegister) => [...r.days].reverse();

export async function registerPdf(registers: MonthRegister[], locale: Locale, title: string, now: Date): Promise<Uint8Array> {
  const { t, span, status } = labels(locale);
  const pdf = await PdfWriter.create(title);
  for (const [i, r] of registers.entries()) {
    if (i > 0) pdf.space(18);
    pdf.heading(`${t('wtc.title')} · ${r.user.name}`);
    pdf.table([
      { label: t('wtc.worker'), value: `${r.user.name} (${r.user.id})` },
      { label: t('wtc.month'), value: monthLabel(r.month) },
    ]);
    pdf.rule();
    if (r.days.length === 0) pdf.text(t('wtc.no_entries'));
    for (const day of daysForwards(r)) {
      pdf.text(dateOf(day.entries[0]!.time_start), { bold: true, gap: 2 });
      pdf.table([
        ...day.entries.map((e) => {
          const note = status(e);
          return {
            label: `${timeOf(e.time_start)} – ${e.time_end ? `${dateOf(e.time_end) === dateOf(e.time_start) ? '' : `${dateOf(e.time_end)} `}${timeOf(e.time_end)}` : '…'}${note ? ` (${note})` : ''}`,
            value: e.deleted ? `(${formatHoursMinutes(e.seconds)})` : formatHoursMinutes(e.seconds),
          };
        }),
        { label: t('wtc.day_total'), value: formatHoursMinutes(day.seconds), bold: true },
      ]);
    }
    pdf.rule();
    pdf.table([{ label: t('wtc.month_total'), value: formatHoursMinutes(r.seconds), bold: true }]);
    const amendments = daysForwards(r).flatMap((d) => d.entries.flatMap((e) => e.amendments.map((a) => ({ a, e }))));
    if (amendments.length) {
      pdf.text(t('wtc.amendments'), { bold: true, size: 12 });
      for (const { a, e } of amendments.sort((x, y) => x.a.seq - y.a.seq))
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
  pdf.text(t('wtc.generated', { at: dateTime(now.toISOString()) }), { size: 8.5 });
  return pdf.save();
}

/** Hours as a number with two decimals in the spreadsheet (sums in Excel), besides the H:MM text. */
const hours = (seconds: number) => Math.round((seconds / 3600) * 100) / 100;

export async function registerXlsx(registers: MonthRegister[], locale: Locale): Promise<Uint8Array> {
  const XLSX = await import('@e965/xlsx');
  const { t, status } = labels(locale);
  const register: (string | number)[][] = [
    [t('wtc.worker'), t('wtc.date'), t('wtc.entry'), t('wtc.start'), t('wtc.end'), t('wtc.hours'), 'H:MM', t('wtc.status')],
  ];
  const amendments: (string | number)[][] = [
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
  for (const r of registers) {
    for (const day of daysForwards(r)) {
      for (const e of day.entries)
        register.push([
          r.user.name,
          formatDate(day.date),
          e.id,
          dateTime(e.time_start),
          e.time_end ? dateTime(e.time_end) : '',
          e.deleted ? 0 : hours(e.seconds),
          e.deleted ? '' : formatHoursMinutes(e.seconds),
          status(e),
        ]);
      register.push([
        r.user.name,
        formatDate(day.date),
        '',
        t('wtc.day_total'),
        '',
        hours(day.seconds),
        formatHoursMinutes(day.seconds),
        '',
      ]);
      for (const e of day.entries)
        for (const a of e.amendments)
          amendments.push([
            r.user.name,
            e.id,
            dateTime(a.at),
            t(`wtc.kind_${a.kind}`),
            a.author.name,
            a.reason,
            a.before ? dateTime(a.before.time_start) : '',
            a.before?.time_end ? dateTime(a.before.time_end) : '',
            a.after ? dateTime(a.after.time_start) : '',
            a.after?.time_end ? dateTime(a.after.time_end) : '',
            a.acknowledged_at ? dateTime(a.acknowledged_at) : '',
          ]);
    }
    register.push([
      r.user.name,
      monthLabel(r.month),
      '',
      t('wtc.month_total'),
      '',
      hours(r.seconds),
      formatHoursMinutes(r.seconds),
      '',
    ]);
  }
  const wb = XLSX.utils.book_new();
  const sheet = XLSX.utils.aoa_to_sheet(register);
  sheet['!cols'] = [{ wch: 24 }, { wch: 12 }, { wch: 9 }, { wch: 20 }, { wch: 20 }, { wch: 8 }, { wch: 8 }, { wch: 24 }];
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
  return XLSX.write(wb, { type: 'buffer', bookType: 'xlsx', compression: true }) as Uint8Array;
}
