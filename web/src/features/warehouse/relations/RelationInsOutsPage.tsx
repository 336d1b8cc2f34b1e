/**
 * /warehouse/relation-ins-outs/:in?/:out? (spec §2, role 53): an inbound and an outbound shipment
 * (both required), Compare (Enter too), and per product the national code, description, inbound and
 * outbound quantities. "Mismatches only" is on by default; mismatched rows (exact equality, §4) are
 * marked. Both numbers live in the address.
 */
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Loading } from '../../../components/LoadState';
import { Page } from '../../../components/Page';
import { fillPath, paths } from '../../../config/paths';
import { ApiError } from '../../../lib/http';
import { ScanField } from '../components/ScanField';
import { useWarehouseFrame } from '../components/nav';
import '../warehouse.css';
import { useInsOuts, type InsOutsRow } from './api';

export default function RelationInsOutsPage() {
  const { t } = useTranslation();
  const params = useParams();
  const navigate = useNavigate();
  const inNumber = params.in?.trim() ?? '';
  const outNumber = params.out?.trim() ?? '';
  const title = t('warehouse.reports.screens.relation_ins_outs');
  useWarehouseFrame([{ text: title, href: fillPath(paths.warehouseRelationInsOuts) }]);
  const [typed, setTyped] = useState({ in: inNumber, out: outNumber });
  const [tried, setTried] = useState(false);
  const [mismatchesOnly, setMismatchesOnly] = useState(true);
  const rows = useInsOuts(inNumber, outNumber);

  const compare = () => {
    setTried(true);
    const next = { in: typed.in.trim(), out: typed.out.trim() };
    if (!next.in || !next.out) return;
    if (next.in === inNumber && next.out === outNumber) void rows.refetch();
    else navigate(fillPath(paths.warehouseRelationInsOuts, next), { replace: true });
  };
  const notFound = rows.error instanceof ApiError && rows.error.status === 404;
  const shown = (rows.data ?? []).filter((r) => !mismatchesOnly || r.mismatched);
  const mark = (r: InsOutsRow, content: ReactNode) => (r.mismatched ? <span className="wh-mismatch">{content}</span> : content);

  return (
    <Page title={title} description={t('warehouse.reports.ins_outs_description')}>
      <Container>
        <div className="wh-report-form">
          <ScanField
            label={t('warehouse.reports.shipment_in')}
            value={typed.in}
            onChange={(value) => setTyped((v) => ({ ...v, in: value }))}
            onSubmit={compare}
            errorText={tried && !typed.in.trim() ? t('warehouse.required') : undefined}
            testId="ins-outs-in"
            autoFocus={!inNumber}
          />
          <ScanField
            label={t('warehouse.reports.shipment_out')}
            value={typed.out}
            onChange={(value) => setTyped((v) => ({ ...v, out: value }))}
            onSubmit={compare}
            errorText={tried && !typed.out.trim() ? t('warehouse.required') : undefined}
            testId="ins-outs-out"
          />
          <Button variant="primary" onClick={compare} loading={rows.isFetching} data-testid="ins-outs-compare">
            {t('warehouse.reports.compare')}
          </Button>
        </div>
      </Container>
      {notFound ? (
        <Alert type="error" data-testid="ins-outs-not-found">
          {t('warehouse.reports.shipments_not_found', { in: inNumber, out: outNumber })}
        </Alert>
      ) : rows.isError ? (
        <Alert type="error">{t('errors.error')}</Alert>
      ) : rows.data && rows.data.length === 0 ? (
        <Alert type="warning" data-testid="ins-outs-empty">
          {t('warehouse.reports.no_lines')}
        </Alert>
      ) : rows.data ? (
        <Table<InsOutsRow>
          data-testid="ins-outs-table"
          variant="container"
          header={
            <Header
              variant="h2"
              counter={`(${shown.length}/${rows.data.length})`}
              actions={
                <Checkbox
                  checked={mismatchesOnly}
                  onChange={({ detail }) => setMismatchesOnly(detail.checked)}
                  data-testid="ins-outs-mismatches-only"
                >
                  {t('warehouse.reports.mismatches_only')}
                </Checkbox>
              }
            >
              {inNumber} → {outNumber}
            </Header>
          }
          items={shown}
          trackBy={(r) => `${r.nationalCode}|${r.productName}`}
          columnDefinitions={[
            { id: 'cn', header: t('warehouse.reports.fields.national_code'), cell: (r) => mark(r, r.nationalCode || '—') },
            { id: 'product', header: t('warehouse.reports.fields.product'), cell: (r) => mark(r, r.productName) },
            {
              id: 'in',
              header: <span className="wh-num">{t('warehouse.reports.fields.quantity_in')}</span>,
              cell: (r) => <span className="wh-num">{mark(r, r.quantityIn)}</span>,
            },
            {
              id: 'out',
              header: <span className="wh-num">{t('warehouse.reports.fields.quantity_out')}</span>,
              cell: (r) => <span className="wh-num">{mark(r, r.quantityOut)}</span>,
            },
            {
              id: 'state',
              header: t('warehouse.reports.fields.match'),
              cell: (r) =>
                r.mismatched ? (
                  <StatusIndicator type="error">{t('warehouse.reports.mismatch')}</StatusIndicator>
                ) : (
                  <StatusIndicator type="success">{t('warehouse.reports.match')}</StatusIndicator>
                ),
            },
          ]}
          empty={
            <SpaceBetween size="xs" alignItems="center">
              <StatusIndicator type="success" data-testid="ins-outs-all-match">
                {t('warehouse.reports.all_match')}
              </StatusIndicator>
            </SpaceBetween>
          }
        />
      ) : rows.isFetching ? (
        <Loading />
      ) : null}
    </Page>
  );
}
