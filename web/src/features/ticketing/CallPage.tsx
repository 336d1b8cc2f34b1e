/**
 * /ticketing/calls/show/:id (roles 14 or 15; spec §2): the call (date, number, party, code,
 * language), the party's open tickets, so staff add to one of them rather than open a duplicate,
 * and "create ticket", which opens the new-ticket dialog with the call's party. Both only for who
 * may open tickets (14): a calls-only user (15) sees the call alone, no link it cannot follow (the
 * API leaves `open_tickets` out for it). Not found: errors.found in the page (spec §8).
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { CallView, TicketRow } from '../../../../shared/ticketing/views';
import { LoadFailed, Loading } from '../../components/LoadState';
import { useDocumentTitle } from '../../components/Page';
import { useLocale } from '../../components/use-locale';
import { paths } from '../../config/paths';
import { may } from '../../lib/auth/roles';
import { useSession } from '../../lib/auth/use-session';
import { formatDate, formatDateTime } from '../../lib/format';
import { ApiError } from '../../lib/http';
import { ticketingArea } from '../../../../shared/areas/ticketing';
import { useCall } from './api';
import { callHref, LANG_KEY, newTicketHref, ticketHref, useTicketingFrame, type NewTicketState } from './nav';
import { localName } from './ticket-view';
import './ticketing.css';

export default function CallPage() {
  const { t } = useTranslation();
  const raw = useParams().id ?? '';
  const id = /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null;
  const call = useCall(id);
  const title = t('ticketing.calls.show_title', { id: raw });
  useDocumentTitle(title);
  useTicketingFrame([
    { text: t('ticketing.calls.title'), href: paths.ticketingCalls },
    { text: raw, href: id ? callHref(id) : paths.ticketingCalls },
  ]);
  if (id === null || (call.error instanceof ApiError && call.error.status === 404)) {
    return (
      <SpaceBetween size="l">
        <Header variant="h1">{title}</Header>
        <Alert type="error" data-testid="call-not-found">
          {t('errors.found')}
        </Alert>
      </SpaceBetween>
    );
  }
  if (call.isError) return <LoadFailed onRetry={() => void call.refetch()} />;
  if (!call.data) return <Loading />;
  return <CallDetail call={call.data} />;
}

function CallDetail({ call }: { call: CallView }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const { user } = useSession();
  const canTicket = may(user, ticketingArea.access.tickets);
  const openTickets = canTicket ? call.open_tickets : undefined;
  const partyLabel = call.party ? `${call.party.code} ${call.party_name ?? ''}`.trim() : undefined;
  const createTicket = () => navigate(newTicketHref(call.party_id), { state: { partyLabel } satisfies NewTicketState });
  return (
    <SpaceBetween size="l">
      <Header
        variant="h1"
        actions={
          canTicket ? (
            <Button variant="primary" iconName="add-plus" onClick={createTicket} data-testid="call-create-ticket">
              {t('ticketing.actions.create_ticket')}
            </Button>
          ) : undefined
        }
      >
        {t('ticketing.calls.show_title', { id: call.id })}
      </Header>
      <Container>
        <KeyValuePairs
          columns={4}
          items={[
            { label: t('ticketing.calls.date'), value: formatDateTime(call.created_at) },
            {
              label: t('ticketing.calls.number'),
              value: <a href={`tel:${call.number_e164 ?? call.number}`}>{call.number}</a>,
            },
            { label: t('ticketing.calls.party'), value: call.party_name ?? '—' },
            { label: t('ticketing.calls.code'), value: call.party?.code ?? '—' },
            { label: t('ticketing.calls.lang'), value: t(LANG_KEY[call.lang]) },
          ]}
        />
      </Container>
      {call.party_id === null ? (
        <Alert type="info" data-testid="call-no-party">
          {t('ticketing.calls.no_party')}
        </Alert>
      ) : openTickets ? (
        <Table<TicketRow>
          data-testid="call-open-tickets"
          variant="container"
          items={openTickets}
          trackBy="id"
          header={
            <Header variant="h2" counter={`(${openTickets.length})`}>
              {t('ticketing.calls.open_tickets')}
            </Header>
          }
          empty={<Box color="text-status-inactive">{t('ticketing.calls.no_open_tickets')}</Box>}
          columnDefinitions={[
            {
              id: 'id',
              header: t('ticketing.columns.id'),
              cell: (r) => (
                <Link href={ticketHref(r.id)} target="_blank" ariaLabel={t('ticketing.list.open_hint', { id: r.id })}>
                  {r.id}
                </Link>
              ),
            },
            { id: 'date', header: t('ticketing.columns.date'), cell: (r) => formatDate(r.created_at) },
            { id: 'type', header: t('ticketing.columns.type'), cell: (r) => localName(r.type, locale) },
            { id: 'status', header: t('ticketing.columns.status'), cell: (r) => localName(r.status, locale) },
            { id: 'user_assigned', header: t('ticketing.columns.user_assigned'), cell: (r) => r.user_assigned.name },
            {
              id: 'description',
              header: t('ticketing.columns.description'),
              cell: (r) => (
                <span className="ticket-cell-truncated" title={r.description}>
                  {r.description}
                </span>
              ),
            },
          ]}
        />
      ) : null}
    </SpaceBetween>
  );
}
