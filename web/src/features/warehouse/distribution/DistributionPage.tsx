/**
 * /warehouse/distribution (spec §2, role 21): the incoming shipments (number, reference, supplier)
 * sorted by number, with refresh; a row opens its distribution screen. A scanned or typed number
 * and Enter opens it straight away; the same text filters the list.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Table from '@cloudscape-design/components/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState, LoadFailed } from '../../../components/LoadState';
import { Page } from '../../../components/Page';
import { RouterLink } from '../../../components/RouterLink';
import { fillPath, paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { useShipmentIns, type ShipmentInRow } from '../api';
import { ScanField } from '../components/ScanField';
import { useWarehouseFrame } from '../components/nav';

const shipmentPath = (number: string) => fillPath(paths.warehouseDistributionShipment, { number });

export default function DistributionPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useWarehouseFrame([{ text: t('warehouse.screens.distribution'), href: paths.warehouseDistribution }]);
  const shipments = useShipmentIns();
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const wanted = text.trim().toUpperCase();
  const rows = (shipments.data ?? []).filter(
    (s) => !wanted || s.number.toUpperCase().includes(wanted) || s.reference.toUpperCase().includes(wanted),
  );

  const open = () => {
    setTried(true);
    if (!wanted) return;
    // An exact number (or the only match) opens; any other number is looked up on its screen.
    const exact = rows.find((s) => s.number.toUpperCase() === wanted) ?? (rows.length === 1 ? rows[0] : undefined);
    navigate(shipmentPath(exact?.number ?? text.trim()));
  };

  return (
    <Page title={t('warehouse.screens.distribution')} description={t('warehouse.distribution.description')}>
      <ScanField
        label={t('warehouse.distribution.shipment_number')}
        description={t('warehouse.distribution.shipment_number_help')}
        value={text}
        onChange={setText}
        onSubmit={open}
        autoFocus
        errorText={tried && !wanted ? t('warehouse.required') : undefined}
        testId="distribution-shipment-number"
      />
      {shipments.isError ? (
        <LoadFailed onRetry={() => void shipments.refetch()} message={t('warehouse.load_failed')} />
      ) : (
        <Table<ShipmentInRow>
          data-testid="distribution-shipments"
          variant="container"
          header={
            <Header
              counter={shipments.data ? `(${rows.length})` : undefined}
              actions={
                <Button iconName="refresh" onClick={() => void shipments.refetch()} loading={shipments.isFetching}>
                  {t('warehouse.refresh')}
                </Button>
              }
            >
              {t('warehouse.distribution.shipments')}
            </Header>
          }
          loading={shipments.isPending}
          loadingText={t('app.loading')}
          items={rows}
          trackBy="id"
          onRowClick={({ detail }) => navigate(shipmentPath(detail.item.number))}
          empty={<EmptyState />}
          columnDefinitions={[
            {
              id: 'number',
              header: t('warehouse.fields.number'),
              cell: (s) => <RouterLink href={shipmentPath(s.number)}>{s.number}</RouterLink>,
            },
            { id: 'reference', header: t('warehouse.fields.reference'), cell: (s) => s.reference },
            { id: 'supplier', header: t('warehouse.fields.supplier'), cell: (s) => s.supplier.name },
            { id: 'date', header: t('warehouse.fields.date'), cell: (s) => <Box>{formatDate(s.date)}</Box> },
          ]}
        />
      )}
    </Page>
  );
}
