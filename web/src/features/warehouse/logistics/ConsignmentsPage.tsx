/**
 * /warehouse/logistics/consignments (spec §2, §5, role 22): consignments in no shipment (number,
 * sale, party, outs, speciality, pallets, weight), all rows, with select boxes and the totals of
 * pallets and weight of the selection. Create a shipment (confirmation; one party only: the
 * warning errors.consignments_multiple_parties otherwise), print, delete (confirmation), refresh.
 * A row opens its edit dialog (pallets, weight, outs).
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { useLocale } from '../../../components/use-locale';
import { paths } from '../../../config/paths';
import { alerts } from '../../../lib/alerts';
import { consignmentPdf, useConsignments, useCreateShipment, useDestroyConsignments, type ConsignmentRow } from '../api';
import { formatNumber } from '../components/labels';
import { ConsignmentEditor, consignmentColumns } from './ConsignmentEditor';
import { useDocuments } from './documents';
import { LogisticsPage } from './LogisticsPage';
import { partiesOf, totalsOf } from './selection';
import { SelectionTable } from './SelectionTable';

export default function ConsignmentsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const consignments = useConsignments();
  const [selected, setSelected] = useState<ConsignmentRow[]>([]);
  const [editing, setEditing] = useState<ConsignmentRow | null>(null);
  const [shipping, setShipping] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [printing, setPrinting] = useState(false);
  const createShipment = useCreateShipment();
  const destroy = useDestroyConsignments();
  const documents = useDocuments();
  const parties = partiesOf(selected.map((c) => c.party.id));
  const totals = totalsOf(selected);
  const ids = selected.map((c) => c.id);

  const print = async () => {
    setPrinting(true);
    try {
      const ready = [];
      for (const c of selected)
        ready.push({ url: (await consignmentPdf(c.id)).url, label: t('warehouse.documents.consignment', { id: c.id }) });
      documents.open(ready);
      alerts.add({ type: 'success', msg: t('warehouse.printed') });
    } catch {
      // Said by the http client (spec §8: errors.error).
    } finally {
      setPrinting(false);
    }
  };

  return (
    <LogisticsPage
      title={t('warehouse.screens.consignments')}
      description={t('warehouse.consignments.description')}
      trail={[{ text: t('warehouse.screens.consignments'), href: paths.warehouseConsignments }]}
    >
      {parties > 1 ? (
        <Alert type="warning" data-testid="consignments-multiple-parties">
          {t('warehouse.consignments.multiple_parties')}
        </Alert>
      ) : null}
      <SelectionTable<ConsignmentRow>
        testId="consignments-table"
        query={consignments}
        trackBy="id"
        selected={selected}
        onSelectionChange={setSelected}
        onRowClick={setEditing}
        title={t('warehouse.screens.consignments')}
        filterText={(c) => [c.id, c.sale, c.party.name, ...c.shipment_outs.map((o) => o.number)].join(' ')}
        columns={consignmentColumns(t, locale, true)}
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button
              iconName="refresh"
              onClick={() => void consignments.refetch()}
              loading={consignments.isFetching}
              ariaLabel={t('warehouse.refresh')}
            />
            <Button
              disabled={selected.length === 0}
              loading={printing}
              onClick={() => void print()}
              data-testid="consignments-print"
            >
              {t('warehouse.print')}
            </Button>
            <Button disabled={selected.length === 0} onClick={() => setDeleting(true)} data-testid="consignments-delete">
              {t('warehouse.delete')}
            </Button>
            <Button
              variant="primary"
              disabled={selected.length === 0 || parties > 1}
              onClick={() => setShipping(true)}
              data-testid="consignments-create-shipment"
            >
              {t('warehouse.consignments.create_shipment')}
            </Button>
          </SpaceBetween>
        }
        footer={
          <div className="wh-totals" data-testid="consignments-totals">
            <span>{t('warehouse.consignments.totals')}</span>
            <span>
              {t('warehouse.fields.pallets')}: {totals.pallets}
            </span>
            <span>
              {t('warehouse.fields.weight')}: {formatNumber(totals.weight, locale)}
            </span>
          </div>
        }
      />
      <ConsignmentEditor consignment={editing} onClose={() => setEditing(null)} documents={documents} />
      <ConfirmModal
        visible={shipping}
        title={t('warehouse.consignments.create_shipment')}
        confirmLabel={t('warehouse.consignments.create_shipment')}
        loading={createShipment.isPending}
        onCancel={() => setShipping(false)}
        onConfirm={() =>
          createShipment.mutate(ids, {
            onSuccess: (shipment) => {
              alerts.add({ type: 'success', msg: t('warehouse.consignments.shipment_created', { id: shipment.id }) });
              setSelected([]);
            },
            onSettled: () => setShipping(false),
          })
        }
      >
        <Box>
          {t('warehouse.consignments.create_shipment_confirm', { count: selected.length, party: selected[0]?.party.name ?? '' })}
        </Box>
      </ConfirmModal>
      <ConfirmModal
        visible={deleting}
        title={t('warehouse.consignments.delete_title')}
        confirmLabel={t('warehouse.delete')}
        loading={destroy.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={() =>
          destroy.mutate(ids, {
            onSuccess: () => {
              alerts.add({ type: 'success', msg: t('alerts.delete') });
              setSelected([]);
            },
            onSettled: () => setDeleting(false),
          })
        }
      >
        {t('warehouse.consignments.delete_confirm', { count: selected.length })}
      </ConfirmModal>
      {documents.dialog}
    </LogisticsPage>
  );
}
