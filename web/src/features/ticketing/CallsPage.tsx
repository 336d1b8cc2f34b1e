/**
 * /ticketing/calls (roles 14 or 15; spec §2): the call log, server-paged, newest first (default
 * created_at descending); filters date range, number, party, code and language in the address;
 * reset and refresh. A row opens the call.
 */
import Button from '@cloudscape-design/components/button';
import Grid from '@cloudscape-design/components/grid';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../components/Page';
import { RouterLink } from '../../components/RouterLink';
import { DateFilter, SelectFilter, ServerTable, TextFilter, useServerTable } from '../../components/table';
import { paths } from '../../config/paths';
import { formatDateTime } from '../../lib/format';
import { CALL_FILTERS, callSearch, IMMEDIATE_CALL_FILTERS } from './call-filters';
import { callHref, LANG_KEY, useTicketingFrame } from './nav';

/** The date opens the call: it stays; the user may hide or reorder the rest (kept per table). */
const CALL_COLUMN_PREFS = { alwaysVisible: ['date'] } as const;

export default function CallsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const title = t('ticketing.calls.title');
  useDocumentTitle(title);
  useTicketingFrame([{ text: title, href: paths.ticketingCalls }]);
  const langLabel = (lang: 'ca' | 'es') => t(LANG_KEY[lang]);
  const table = useServerTable('ticketing.calls.datatable', {
    columns: [
      {
        id: 'date',
        header: t('ticketing.calls.date'),
        sortingField: 'created_at',
        // The row opens the call; the link is there for the keyboard (and must not open it twice).
        cell: (c) => (
          <span onClick={(e) => e.stopPropagation()}>
            <RouterLink href={callHref(c.id)}>{formatDateTime(c.created_at)}</RouterLink>
          </span>
        ),
      },
      { id: 'number', header: t('ticketing.calls.number'), cell: (c) => c.number },
      { id: 'party', header: t('ticketing.calls.party'), cell: (c) => c.party_name ?? '' },
      { id: 'code', header: t('ticketing.calls.code'), cell: (c) => c.party?.code ?? '' },
      { id: 'lang', header: t('ticketing.calls.lang'), cell: (c) => langLabel(c.lang) },
    ],
    filters: CALL_FILTERS,
    immediate: IMMEDIATE_CALL_FILTERS,
    search: callSearch,
    defaultSort: { by: 'created_at', desc: true },
  });
  const langOptions = [
    { value: '', label: t('ticketing.filters.any') },
    { value: 'ca', label: langLabel('ca') },
    { value: 'es', label: langLabel('es') },
  ];
  return (
    <ServerTable
      table={table}
      data-testid="calls-table"
      trackBy="id"
      title={title}
      headingVariant="h1"
      emptyText={t('ticketing.calls.empty_all')}
      onRefresh={() => undefined}
      preferences={CALL_COLUMN_PREFS}
      onRowClick={({ detail }) => navigate(callHref(detail.item.id))}
      actions={
        <Button onClick={table.clearFilters} disabled={!table.filtering} data-testid="calls-reset">
          {t('ticketing.actions.reset')}
        </Button>
      }
      filter={
        <div
          onKeyDown={(e) => {
            if (e.key === 'Enter') table.applyFilters();
          }}
        >
          <Grid
            gridDefinition={[
              { colspan: { default: 6, s: 2 } },
              { colspan: { default: 6, s: 2 } },
              { colspan: { default: 6, s: 2 } },
              { colspan: { default: 6, s: 2 } },
              { colspan: { default: 6, s: 2 } },
              { colspan: { default: 6, s: 2 } },
            ]}
          >
            <DateFilter table={table} name="date_from" label={t('ticketing.filters.date_from')} />
            <DateFilter table={table} name="date_to" label={t('ticketing.filters.date_to')} />
            <TextFilter table={table} name="number" label={t('ticketing.calls.number')} inputMode="tel" />
            <TextFilter table={table} name="party" label={t('ticketing.calls.party')} />
            <TextFilter table={table} name="code" label={t('ticketing.calls.code')} />
            <SelectFilter table={table} name="lang" label={t('ticketing.calls.lang')} options={langOptions} />
          </Grid>
        </div>
      }
    />
  );
}
