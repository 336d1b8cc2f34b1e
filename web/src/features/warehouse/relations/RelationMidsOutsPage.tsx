/**
 * /warehouse/relation-mids-outs/:in? (spec §2, role 26): an incoming shipment searched by number
 * (Enter too), its rows (priority, sale id, sale number, description, party, outbound number), the
 * outbound number edited in a dialog (Add when empty), and Validate: per out related, the other
 * incoming shipments it is also related to (duplicates, linked in a new tab) and the products whose
 * placed quantity differs from the out's (wrong quantities), in their own panels; success, listing
 * the outs checked, when neither. The searched shipment lives in the address.
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Loading } from '../../../components/LoadState';
import { Page } from '../../../components/Page';
import { fillPath, paths } from '../../../config/paths';
import { ApiError } from '../../../lib/http';
import { ScanField } from '../components/ScanField';
import { useWarehouseFrame } from '../components/nav';
import '../warehouse.css';
import { useMidsOuts, type MidOutRow } from './api';
import { OutNumberModal } from './OutNumberModal';
import { useValidation } from './use-validation';

export default function RelationMidsOutsPage() {
  const { t } = useTranslation();
  const params = useParams();
  const navigate = useNavigate();
  const number = params.in?.trim() ?? '';
  const title = t('warehouse.reports.screens.relation_mids_outs');
  useWarehouseFrame([{ text: title, href: fillPath(paths.warehouseRelationMidsOuts) }]);
  const [typed, setTyped] = useState(number);
  const [missing, setMissing] = useState(false);
  const [editing, setEditing] = useState<MidOutRow | null>(null);
  const rows = useMidsOuts(number);
  const validation = useValidation(number, rows.data ?? []);

  const search = () => {
    const value = typed.trim();
    setMissing(!value);
    if (!value) return;
    validation.reset();
    if (value === number) void rows.refetch();
    else navigate(fillPath(paths.warehouseRelationMidsOuts, { in: value }), { replace: true });
  };
  const notFound = rows.error instanceof ApiError && rows.error.status === 404;

  return (
    <Page title={title} description={t('warehouse.reports.mids_outs_description')}>
      <Container>
        <ScanField
          label={t('warehouse.reports.shipment_in')}
          value={typed}
          onChange={setTyped}
          onSubmit={search}
          errorText={missing ? t('warehouse.required') : undefined}
          testId="mids-outs-in"
          autoFocus={!number}
          action={
            <Button iconName="search" onClick={search} loading={rows.isFetching} data-testid="mids-outs-search">
              {t('warehouse.search')}
            </Button>
          }
        />
      </Container>
      {notFound ? (
        <Alert type="error" data-testid="mids-outs-not-found">
          {t('warehouse.reports.shipment_not_found', { number })}
        </Alert>
      ) : rows.isError ? (
        <Alert type="error">{t('errors.error')}</Alert>
      ) : rows.data && rows.data.length === 0 ? (
        <Alert type="warning" data-testid="mids-outs-empty">
          {t('warehouse.reports.shipment_no_mids', { number })}
        </Alert>
      ) : rows.data ? (
        <SpaceBetween size="l">
          <Table<MidOutRow>
            data-testid="mids-outs-table"
            variant="container"
            header={
              <Header
                variant="h2"
                counter={`(${rows.data.length})`}
                actions={
                  <SpaceBetween direction="horizontal" size="xs">
                    <Button
                      iconName="refresh"
                      onClick={() => {
                        validation.reset();
                        void rows.refetch();
                      }}
                      loading={rows.isRefetching}
                      data-testid="mids-outs-refresh"
                    >
                      {t('warehouse.refresh')}
                    </Button>
                    <Button
                      variant="primary"
                      onClick={validation.run}
                      loading={validation.busy}
                      disabled={!rows.data.some((r) => r.shipment_out_obj)}
                      data-testid="mids-outs-validate"
                    >
                      {t('warehouse.reports.validate')}
                    </Button>
                  </SpaceBetween>
                }
              >
                {number}
              </Header>
            }
            items={rows.data}
            trackBy={(r) => String(r.sale)}
            columnDefinitions={[
              { id: 'priority', header: t('warehouse.reports.fields.priority'), cell: (r) => r.priority ?? '—' },
              { id: 'sale', header: t('warehouse.reports.fields.sale_id'), cell: (r) => r.sale },
              { id: 'number', header: t('warehouse.reports.fields.sale_number'), cell: (r) => r.sale_obj.number },
              { id: 'description', header: t('warehouse.reports.fields.description'), cell: (r) => r.sale_obj.reference },
              { id: 'party', header: t('warehouse.fields.party'), cell: (r) => r.party_obj.name },
              {
                id: 'out',
                header: t('warehouse.reports.fields.shipment_out'),
                cell: (r) => (
                  <Button
                    variant={r.shipment_out_obj ? 'inline-link' : 'normal'}
                    iconName={r.shipment_out_obj ? 'edit' : 'add-plus'}
                    onClick={() => setEditing(r)}
                    data-testid={`mids-outs-out-${r.sale}`}
                    ariaLabel={t('warehouse.reports.edit_out_of', { number: r.sale_obj.number })}
                  >
                    {r.shipment_out_obj?.number ?? t('warehouse.add')}
                  </Button>
                ),
              },
            ]}
          />
          {validation.result ? <ValidationPanels result={validation.result} /> : null}
        </SpaceBetween>
      ) : rows.isFetching ? (
        <Loading />
      ) : null}
      {editing ? (
        <OutNumberModal
          row={editing}
          number={number}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            validation.reset();
          }}
        />
      ) : null}
    </Page>
  );
}

function ValidationPanels({ result }: { result: NonNullable<ReturnType<typeof useValidation>['result']> }) {
  const { t } = useTranslation();
  const clean = result.duplicates.length === 0 && result.wrongQuantities.length === 0;
  return (
    <SpaceBetween size="l">
      {clean ? (
        <Alert type="success" data-testid="mids-outs-success" header={t('warehouse.reports.validation_ok_title')}>
          {t('warehouse.reports.validation_ok', { count: result.outs.length })}
          <ul className="wh-plain-list" data-testid="mids-outs-success-outs">
            {result.outs.map((out) => (
              <li key={out}>{out}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {result.duplicates.length ? (
        <Container
          data-testid="mids-outs-duplicates"
          header={
            <Header variant="h2" counter={`(${result.duplicates.length})`} description={t('warehouse.reports.duplicates_hint')}>
              {t('warehouse.reports.duplicates')}
            </Header>
          }
        >
          <ul className="wh-plain-list">
            {result.duplicates.map((d) => (
              <li key={`${d.shipment_out_obj.number}-${d.shipment_in_obj.number}`}>
                {t('warehouse.reports.duplicate_line', { out: d.shipment_out_obj.number })}{' '}
                <Link
                  href={fillPath(paths.warehouseRelationMidsOuts, { in: d.shipment_in_obj.number })}
                  target="_blank"
                  external
                  data-testid="mids-outs-duplicate-link"
                >
                  {d.shipment_in_obj.number}
                </Link>
              </li>
            ))}
          </ul>
        </Container>
      ) : null}
      {result.wrongQuantities.length ? (
        <Table
          data-testid="mids-outs-wrong-quantities"
          variant="container"
          wrapLines
          header={
            <Header
              variant="h2"
              counter={`(${result.wrongQuantities.length})`}
              description={t('warehouse.reports.wrong_quantities_hint')}
            >
              {t('warehouse.reports.wrong_quantities')}
            </Header>
          }
          items={result.wrongQuantities}
          columnDefinitions={[
            {
              id: 'out',
              header: t('warehouse.reports.fields.shipment_out'),
              cell: (w) => w.shipment_out_obj.number,
              width: 170,
            },
            { id: 'code', header: t('warehouse.reports.fields.product_code'), cell: (w) => w.product_obj.code, width: 120 },
            { id: 'description', header: t('warehouse.reports.fields.product'), cell: (w) => w.product_obj.description },
            {
              id: 'quantity',
              header: <span className="wh-num">{t('warehouse.reports.fields.quantity_placed')}</span>,
              cell: (w) => <span className="wh-num">{w.quantity}</span>,
              width: 120,
            },
            {
              id: 'quantity_out',
              header: <span className="wh-num">{t('warehouse.reports.fields.quantity_out')}</span>,
              cell: (w) => <span className="wh-num wh-mismatch">{w.quantity_out}</span>,
              width: 120,
            },
          ]}
          empty={<Box>{t('errors.empty')}</Box>}
        />
      ) : null}
    </SpaceBetween>
  );
}
