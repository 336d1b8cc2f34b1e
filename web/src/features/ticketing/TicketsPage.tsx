/**
 * /ticketing/home and /ticketing/home/new/:party? (role 14; spec §2): the ticket list, server-paged
 * and sorted (default updated_at descending), its header filters and the free-text search in the
 * address; a red marker on unread tickets; export of the filtered rows, new, reset and refresh.
 * A row opens its ticket in a new tab. Enter applies the filters at once, unless the new-ticket
 * dialog is open (there Enter belongs to the dialog).
 */
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Grid from '@cloudscape-design/components/grid';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { TicketRow } from '../../../../shared/ticketing/views';
import { useDocumentTitle } from '../../components/Page';
import {
  DateFilter,
  SelectFilter,
  ServerTable,
  TextFilter,
  useServerTable,
  type ServerColumn,
  type SortOf,
} from '../../components/table';
import { useLocale } from '../../components/use-locale';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/auth/use-session';
import { formatDate, formatDateTime } from '../../lib/format';
import { exportTickets, useResources } from './api';
import { NewTicketFlow } from './NewTicketFlow';
import { ticketHref, useTicketingFrame, type NewTicketState } from './nav';
import { ANY_USER, IMMEDIATE_TICKET_FILTERS, TICKET_FILTERS, ticketSearch } from './ticket-filters';
import { localName } from './ticket-view';
import './ticketing.css';
import { useExport } from '../../lib/use-export';

type Sort = SortOf<'ticketing.datatable'>;

/**
 * At 1366 px the columns agents scan (assigned user, status, last change) fit with long text
 * wrapped only without the resolution, which the ticket shows whole: it starts hidden, and the
 * preferences bring it back.
 */
const TICKET_COLUMN_PREFS = { hidden: ['resolution'], alwaysVisible: ['id'], wrapLines: true } as const;

/** Description and resolution are shown cut at 150 px (spec §9), whole on hover. */
function Truncated({ text }: { text: string | null }) {
  return (
    <span className="ticket-cell-truncated" title={text ?? ''}>
      {text ?? ''}
    </span>
  );
}

export default function TicketsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const addressSearch = location.search;
  const { party } = useParams();
  const creating = location.pathname.startsWith(`${paths.ticketingHome}/new`);
  const partyId = party && /^[1-9]\d{0,15}$/.test(party) ? Number(party) : null;
  const { user } = useSession();
  const me = user?.id ?? 0;
  const title = t('ticketing.list.title');
  useDocumentTitle(title);
  useTicketingFrame([{ text: title, href: paths.ticketingHome }]);
  const resources = useResources();

  const columns: ServerColumn<TicketRow, Sort>[] = [
    {
      id: 'id',
      header: t('ticketing.columns.id'),
      sortingField: 'id',
      // The red marker of an unread ticket sits under its number: a column of its own cost the
      // width the columns agents scan need at 1366 px.
      cell: (r) => (
        <SpaceBetween size="xxs">
          {/* The row opens the ticket; the link is there for the keyboard (and must not open it twice). */}
          <span onClick={(e) => e.stopPropagation()}>
            <Link href={ticketHref(r.id)} target="_blank" ariaLabel={t('ticketing.list.open_hint', { id: r.id })}>
              {r.id}
            </Link>
          </span>
          {r.new ? (
            <span data-testid="ticket-new-marker">
              <Badge color="red">{t('ticketing.list.new_marker')}</Badge>
            </span>
          ) : null}
        </SpaceBetween>
      ),
    },
    {
      id: 'date',
      header: t('ticketing.columns.date'),
      sortingField: 'created_at',
      width: 112,
      cell: (r) => formatDate(r.created_at),
    },
    { id: 'channel', header: t('ticketing.columns.channel'), minWidth: 96, cell: (r) => localName(r.channel, locale) },
    {
      id: 'party',
      header: t('ticketing.columns.party'),
      minWidth: 150,
      cell: (r) => (r.party ? `${r.party.code} ${r.party.name}` : (r.party_name ?? '')),
    },
    { id: 'type', header: t('ticketing.columns.type'), minWidth: 100, cell: (r) => localName(r.type, locale) },
    { id: 'description', header: t('ticketing.columns.description'), cell: (r) => <Truncated text={r.description} /> },
    { id: 'resolution', header: t('ticketing.columns.resolution'), cell: (r) => <Truncated text={r.resolution} /> },
    {
      id: 'user_assigned',
      header: t('ticketing.columns.user_assigned'),
      minWidth: 110,
      cell: (r) => <span data-testid="ticket-user-assigned">{r.user_assigned.name}</span>,
    },
    {
      id: 'status',
      header: t('ticketing.columns.status'),
      minWidth: 100,
      cell: (r) => <span data-testid="ticket-status">{localName(r.status, locale)}</span>,
    },
    {
      id: 'updated_at',
      header: t('ticketing.columns.updated_at'),
      sortingField: 'updated_at',
      width: 112,
      // Date and time (spec §9): two tickets changed the same day tell apart by the time.
      cell: (r) => <span data-testid="ticket-updated-at">{formatDateTime(r.updated_at)}</span>,
    },
  ];
  const table = useServerTable('ticketing.datatable', {
    columns,
    filters: TICKET_FILTERS,
    immediate: IMMEDIATE_TICKET_FILTERS,
    search: (filters) => ticketSearch(filters, me),
    defaultSort: { by: 'updated_at', desc: true },
  });

  // Enter anywhere on the list applies the filters as typed, except inside the dialog (spec §2).
  const { applyFilters } = table;
  useEffect(() => {
    if (creating) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || event.defaultPrevented) return;
      if (event.target instanceof HTMLTextAreaElement) return;
      applyFilters();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [creating, applyFilters]);

  const exporting = useExport(() => exportTickets(ticketSearch(table.filters, me)));

  const lookupOptions = (list: { id: number; name_ca: string; name_es: string }[] | undefined) => [
    { value: '', label: t('ticketing.filters.any') },
    ...(list ?? []).map((i) => ({ value: String(i.id), label: localName(i, locale) })),
  ];
  const userOptions = [
    { value: '', label: t('ticketing.filters.mine') },
    { value: ANY_USER, label: t('ticketing.filters.anyone') },
    ...(resources.data?.users_all ?? []).filter((u) => u.id !== me).map((u) => ({ value: String(u.id), label: u.name })),
  ];
  const closeDialog = () => navigate({ pathname: paths.ticketingHome, search: addressSearch });

  return (
    <>
      <ServerTable
        table={table}
        data-testid="tickets-table"
        trackBy="id"
        title={title}
        headingVariant="h1"
        emptyText={t('ticketing.list.empty_all')}
        onRefresh={() => undefined}
        // Every column fits a 1366 px laptop with long text wrapped; the user may hide,
        // reorder or unwrap them, and the choice is kept.
        preferences={TICKET_COLUMN_PREFS}
        onRowClick={({ detail }) => window.open(ticketHref(detail.item.id), '_blank', 'noopener')}
        actions={
          <>
            <Button onClick={table.clearFilters} disabled={!table.filtering} data-testid="tickets-reset">
              {t('ticketing.actions.reset')}
            </Button>
            <Button iconName="download" onClick={exporting.run} loading={exporting.busy} data-testid="tickets-export">
              {t('ticketing.actions.export')}
            </Button>
            <Button
              variant="primary"
              iconName="add-plus"
              onClick={() => navigate({ pathname: paths.ticketingNew.replace('/:party?', ''), search: addressSearch })}
              data-testid="tickets-new"
            >
              {t('ticketing.actions.new')}
            </Button>
          </>
        }
        filter={
          <Box padding={{ bottom: 'xs' }}>
            <Grid
              gridDefinition={[
                { colspan: { default: 12, s: 6 } },
                { colspan: { default: 6, s: 3 } },
                { colspan: { default: 6, s: 3 } },
                { colspan: { default: 6, s: 3 } },
                { colspan: { default: 6, s: 3 } },
                { colspan: { default: 6, s: 3 } },
                { colspan: { default: 6, s: 3 } },
                { colspan: { default: 6, s: 4 } },
                { colspan: { default: 6, s: 4 } },
                { colspan: { default: 12, s: 4 } },
              ]}
            >
              <TextFilter table={table} name="all" label={t('ticketing.list.search')} />
              <DateFilter table={table} name="date_from" label={t('ticketing.filters.date_from')} />
              <DateFilter table={table} name="date_to" label={t('ticketing.filters.date_to')} />
              <SelectFilter
                table={table}
                name="user_assigned"
                label={t('ticketing.columns.user_assigned')}
                options={userOptions}
              />
              <SelectFilter
                table={table}
                name="status"
                label={t('ticketing.columns.status')}
                options={lookupOptions(resources.data?.status)}
              />
              <SelectFilter
                table={table}
                name="channel"
                label={t('ticketing.columns.channel')}
                options={lookupOptions(resources.data?.channels)}
              />
              <SelectFilter
                table={table}
                name="type"
                label={t('ticketing.columns.type')}
                options={lookupOptions(resources.data?.types)}
              />
              <TextFilter table={table} name="party" label={t('ticketing.columns.party')} />
              <TextFilter table={table} name="description" label={t('ticketing.columns.description')} />
              <TextFilter table={table} name="resolution" label={t('ticketing.columns.resolution')} />
            </Grid>
            <Box variant="small" color="text-body-secondary">
              {t('ticketing.list.search_hint')}
            </Box>
          </Box>
        }
      />
      {creating ? (
        <NewTicketFlow
          party={partyId}
          partyLabel={(location.state as NewTicketState | null)?.partyLabel}
          onClose={closeDialog}
          onCreated={closeDialog}
        />
      ) : null}
    </>
  );
}
