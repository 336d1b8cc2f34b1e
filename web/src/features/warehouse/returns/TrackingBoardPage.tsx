/**
 * /warehouse/returns/tracking (role 27; spec §2): the tracking board: a laboratory search (case
 * ignored, on the client), refresh, one column per status with cards "id - laboratory - created
 * date" linking to the detail; status 2 cards show badges of their lines per category. Above, the
 * value pending refund per laboratory (quantity x listing price of status-2 lines not yet refunded).
 */
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RESOLVING_STATUS, type LinesSummary, type TrackingCard } from '../../../../../shared/warehouse/returns';
import { LoadFailed, Loading } from '../../../components/LoadState';
import { Page } from '../../../components/Page';
import { useLocale } from '../../../components/use-locale';
import { paths, withParam } from '../../../config/paths';
import { formatCurrency, formatDate } from '../../../lib/format';
import { useReturnsFrame } from '../components/nav';
import { useTrackings, useTrackingStatuses } from './api';
import { columnsByStatus, matchesLaboratory, pendingRefunds } from './tracking-board';
import './returns.css';

/** §2: the badge categories of a status-2 card, in the spec's order. */
const BADGES: { key: keyof LinesSummary; color: 'grey' | 'blue' | 'green' | 'red' }[] = [
  { key: 'pending_resolutions', color: 'grey' },
  { key: 'collected_resolutions', color: 'blue' },
  { key: 'destroyed_resolutions', color: 'blue' },
  { key: 'sent_provider_resolutions', color: 'blue' },
  { key: 'sent_cedifa_resolutions', color: 'blue' },
  { key: 'pending_refundeds', color: 'grey' },
  { key: 'refundeds', color: 'green' },
  { key: 'not_refundeds', color: 'red' },
];

export default function TrackingBoardPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const title = t('warehouse.screens.returns_tracking');
  useReturnsFrame([{ text: title, href: paths.warehouseReturnsTracking }]);
  const trackings = useTrackings();
  const statuses = useTrackingStatuses();
  const [search, setSearch] = useState('');

  const cards = (trackings.data ?? []).filter((c) => matchesLaboratory(c, search));
  const columns = columnsByStatus(
    cards,
    (statuses.data ?? []).map((s) => s.id),
  );
  const refunds = pendingRefunds(cards);
  const href = (id: number) => withParam(paths.warehouseReturnsTrackingShow, id);

  const card = (c: TrackingCard) => (
    <li key={c.id} className="tracking-card" data-testid={`tracking-card-${c.id}`}>
      <Link
        href={href(c.id)}
        onFollow={(e) => {
          e.preventDefault();
          navigate(href(c.id));
        }}
      >
        {c.id} - {c.party.name} - {formatDate(c.created_at)}
      </Link>
      {c.status_id === RESOLVING_STATUS ? (
        <div className="tracking-badges">
          {BADGES.filter((b) => c.lines_summary[b.key] > 0).map((b) => (
            <span key={b.key} title={t(`warehouse.returns.summary.${b.key}`)} data-testid={`badge-${b.key}`}>
              <Badge color={b.color}>
                {t(`warehouse.returns.summary.${b.key}`)}: {c.lines_summary[b.key]}
              </Badge>
            </span>
          ))}
          {c.pending_refund > 0 ? (
            <Box variant="small" data-testid="card-pending-refund">
              {t('warehouse.returns.pending_refund')}: {formatCurrency(c.pending_refund, locale)}
            </Box>
          ) : null}
        </div>
      ) : null}
    </li>
  );

  return (
    <Page
      title={title}
      actions={
        <Button
          iconName="refresh"
          onClick={() => void trackings.refetch()}
          loading={trackings.isRefetching}
          data-testid="tracking-refresh"
        >
          {t('warehouse.refresh')}
        </Button>
      }
    >
      <FormField label={t('warehouse.returns.search_laboratory')} controlId="tracking-search">
        <Input
          controlId="tracking-search"
          type="search"
          value={search}
          onChange={({ detail }) => setSearch(detail.value)}
          data-testid="tracking-search"
        />
      </FormField>
      {trackings.isError || statuses.isError ? (
        <LoadFailed
          onRetry={() => {
            void trackings.refetch();
            void statuses.refetch();
          }}
        />
      ) : trackings.isPending || statuses.isPending ? (
        <Loading />
      ) : (
        <SpaceBetween size="l">
          {refunds.length ? (
            <Table
              data-testid="tracking-refunds"
              variant="container"
              header={<Header variant="h2">{t('warehouse.returns.pending_refund_title')}</Header>}
              items={refunds}
              trackBy={(r) => String(r.party.id)}
              columnDefinitions={[
                { id: 'laboratory', header: t('warehouse.returns.fields.laboratory'), cell: (r) => r.party.name },
                { id: 'batches', header: t('warehouse.returns.batches'), cell: (r) => r.batches },
                {
                  id: 'value',
                  header: t('warehouse.returns.pending_refund'),
                  cell: (r) => <Box textAlign="right">{formatCurrency(r.value, locale)}</Box>,
                },
              ]}
            />
          ) : null}
          <div className="tracking-board" data-testid="tracking-board">
            {(statuses.data ?? []).map((s) => {
              const list = columns.get(s.id) ?? [];
              return (
                <Container
                  key={s.id}
                  data-testid={`tracking-column-${s.id}`}
                  header={
                    <Header variant="h2" counter={`(${list.length})`}>
                      {s.id}. {locale === 'es' ? s.name_es : s.name_ca}
                    </Header>
                  }
                >
                  {list.length ? (
                    <ul className="tracking-cards">{list.map(card)}</ul>
                  ) : (
                    <Box color="text-body-secondary">{t('warehouse.returns.no_batches')}</Box>
                  )}
                </Container>
              );
            })}
          </div>
        </SpaceBetween>
      )}
    </Page>
  );
}
