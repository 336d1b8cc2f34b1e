/** The ticket list's export: the filtered rows (list order) as one xlsx sheet, through the download path. */
import type { ticketingFilesRoutes } from '../../../shared/api/routes/ticketing-files';
import { serverMessage, type ServerMessageKey } from '../../../shared/i18n/server-messages';
import type { TicketRow } from '../../../shared/ticketing/views';
import { formatMadridDateTime } from '../../../shared/time/madrid';
import { exportFile } from '../../lib/files/exports';
import { HttpError } from '../../lib/http/errors';
import type { Request } from '../../lib/http/group-handler';
import { logger } from '../../lib/logger';
import { xlsxOf, type Column } from '../../lib/spreadsheets';
import { loadNames } from '../../lib/ticketing/names';
import { rowView } from '../../lib/ticketing/rows';
import { ticketTable } from '../../lib/ticketing/ticket-table';

type R = typeof ticketingFilesRoutes;

/** Past this many rows the export asks for narrower filters (a sheet people can still open). */
export const TICKET_EXPORT_MAX = 20_000;

export async function ticketsExport({ query, locale }: Request<R['ticketing.export']>) {
  const sortDesc = query.sort_desc === true || query.sort_desc === 'true' || query.sort_desc === '1';
  const all = { page: 1, per_page: TICKET_EXPORT_MAX, sort_by: query.sort_by, sort_desc: sortDesc, search: query.search };
  const tooMany = () => new HttpError(422, 'errors.export_too_many', { max: TICKET_EXPORT_MAX.toLocaleString(locale) });
  // Counters know most filters' totals: too many is refused before reading 20,000 rows to find it out.
  const known = await ticketTable.count(all, undefined);
  if (known !== null && known > TICKET_EXPORT_MAX) throw tooMany();
  const [names, { answer, stats }] = await Promise.all([loadNames(), ticketTable.run(all, undefined)]);
  logger.debug('ticket export read', { ...stats });
  if (answer.meta.has_more) throw tooMany();
  const m = (key: ServerMessageKey, vars?: Record<string, string | number>) => serverMessage(locale, key, vars);
  const name = (l: { name_ca: string; name_es: string }) => (locale === 'es' ? l.name_es : l.name_ca);
  const at = (iso: string) => formatMadridDateTime(new Date(iso));
  const columns: Column<TicketRow>[] = [
    { header: m('export.ticket.id'), width: 8, value: (r) => r.id },
    { header: m('export.ticket.date'), width: 20, value: (r) => at(r.created_at) },
    { header: m('export.ticket.channel'), width: 16, value: (r) => name(r.channel) },
    { header: m('export.ticket.party_code'), width: 12, value: (r) => r.party?.code ?? '' },
    { header: m('export.ticket.party'), width: 32, value: (r) => r.party?.name ?? r.party_name ?? '' },
    { header: m('export.ticket.type'), width: 20, value: (r) => name(r.type) },
    { header: m('export.ticket.description'), width: 60, value: (r) => r.description },
    { header: m('export.ticket.resolution'), width: 60, value: (r) => r.resolution ?? '' },
    { header: m('export.ticket.user_assigned'), width: 24, value: (r) => r.user_assigned.name },
    { header: m('export.ticket.status'), width: 18, value: (r) => name(r.status) },
    { header: m('export.ticket.new'), width: 6, value: (r) => (r.new ? m('export.yes') : m('export.no')) },
    { header: m('export.ticket.updated_at'), width: 20, value: (r) => at(r.updated_at) },
  ];
  const rows = answer.data.map((r) => rowView(r, names));
  const body = await xlsxOf(m('export.tickets_sheet'), columns, rows);
  const today = new Date().toISOString().slice(0, 10);
  const { url } = await exportFile({
    folder: 'ticketing',
    fileName: m('files.tickets_export', { date: today }),
    body,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
  return { url };
}
