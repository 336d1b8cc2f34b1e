/**
 * /warehouse/logistics/shipments/:direction?/:number? (spec §2, §4, role 22): pending or delivered
 * shipments (number, party) on the left; the selected one's consignments on the right (number,
 * outs, speciality, pallets, weight), editable by a click while the shipment is pending. Deliver
 * (a signed delivery note file, through the one upload path), create the delivery truck sheet,
 * view it (delivered ones; errors.delivery_note when there is none), view the signed note, delete
 * (confirmation), refresh. The list and the shipment live in the address.
 */
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { EmptyState, LoadFailed } from '../../../components/LoadState';
import { useLocale } from '../../../components/use-locale';
import { fillPath, paths } from '../../../config/paths';
import { alerts } from '../../../lib/alerts';
import { formatDate, formatDateTime } from '../../../lib/format';
import { ApiError } from '../../../lib/http';
import {
  createTruckSheet,
  showTruckSheet,
  signedNote,
  useDeleteShipment,
  useShipments,
  type ConsignmentRow,
  type FreightShipmentRow,
} from '../api';
import { ConsignmentEditor, consignmentColumns } from './ConsignmentEditor';
import { DeliverModal } from './DeliverModal';
import { useDocuments } from './documents';
import { LogisticsPage } from './LogisticsPage';

type Status = 'pending' | 'delivered';

export default function ShipmentsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const params = useParams();
  const status: Status = params.direction === 'delivered' ? 'delivered' : 'pending';
  const selectedId = Number(params.number) || null;
  const shipments = useShipments(status);
  const selected = shipments.data?.find((s) => s.id === selectedId) ?? null;
  const [editing, setEditing] = useState<ConsignmentRow | null>(null);
  const [delivering, setDelivering] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [busy, setBusy] = useState<'sheet' | 'view' | 'note' | null>(null);
  const [sheetMissing, setSheetMissing] = useState(false);
  const remove = useDeleteShipment();
  const documents = useDocuments();
  const go = (next: Status, id: number | null) => {
    setSheetMissing(false);
    navigate(fillPath(paths.warehouseShipments, { direction: next, number: id }), { replace: true });
  };

  const openFile = async (kind: 'sheet' | 'view' | 'note', shipment: FreightShipmentRow) => {
    setBusy(kind);
    setSheetMissing(false);
    try {
      const { url } =
        kind === 'sheet'
          ? await createTruckSheet(shipment.id)
          : kind === 'view'
            ? await showTruckSheet(shipment.id)
            : await signedNote(shipment.id);
      const label =
        kind === 'note'
          ? t('warehouse.documents.signed_note', { id: shipment.id })
          : t('warehouse.documents.truck_sheet', { id: shipment.id });
      documents.open([{ url, label }]);
      if (kind === 'sheet') alerts.add({ type: 'success', msg: t('warehouse.shipments.sheet_created') });
    } catch (error) {
      if (kind === 'view' && error instanceof ApiError && error.status === 404) setSheetMissing(true);
    } finally {
      setBusy(null);
    }
  };

  const pending = status === 'pending';
  return (
    <LogisticsPage
      title={t('warehouse.screens.shipments')}
      description={t('warehouse.shipments.description')}
      trail={[{ text: t('warehouse.screens.shipments'), href: fillPath(paths.warehouseShipments) }]}
    >
      <SegmentedControl
        selectedId={status}
        onChange={({ detail }) => go(detail.selectedId as Status, null)}
        label={t('warehouse.shipments.status')}
        options={[
          { id: 'pending', text: t('warehouse.shipments.pending') },
          { id: 'delivered', text: t('warehouse.shipments.delivered') },
        ]}
        data-testid="shipments-status"
      />
      {sheetMissing ? (
        <Alert type="error" dismissible onDismiss={() => setSheetMissing(false)} data-testid="truck-sheet-missing">
          {t('warehouse.shipments.no_sheet')}
        </Alert>
      ) : null}
      <div className="wh-split wh-split-even">
        {shipments.isError ? (
          <LoadFailed onRetry={() => void shipments.refetch()} message={t('warehouse.load_failed')} />
        ) : (
          <div data-testid="shipments-table">
            <Table<FreightShipmentRow>
              variant="container"
              stickyHeader
              items={shipments.data ?? []}
              trackBy="id"
              selectionType="single"
              wrapLines
              selectedItems={selected ? [selected] : []}
              onSelectionChange={({ detail }) => go(status, detail.selectedItems[0]?.id ?? null)}
              onRowClick={({ detail }) => go(status, detail.item.id)}
              loading={shipments.isPending}
              loadingText={t('app.loading')}
              empty={<EmptyState />}
              ariaLabels={{
                selectionGroupLabel: t('warehouse.selection.group'),
                itemSelectionLabel: (_, s) => t('warehouse.selection.row', { row: s.id }),
              }}
              header={
                <Header
                  counter={shipments.data ? `(${shipments.data.length})` : undefined}
                  actions={
                    <Button
                      iconName="refresh"
                      onClick={() => void shipments.refetch()}
                      loading={shipments.isFetching}
                      ariaLabel={t('warehouse.refresh')}
                    />
                  }
                >
                  {pending ? t('warehouse.shipments.pending') : t('warehouse.shipments.delivered')}
                </Header>
              }
              columnDefinitions={[
                { id: 'id', header: t('warehouse.fields.number'), cell: (s) => s.id },
                { id: 'party', header: t('warehouse.fields.party'), cell: (s) => s.party.name },
                {
                  id: 'date',
                  header: pending ? t('warehouse.fields.created_at') : t('warehouse.fields.delivery_date'),
                  cell: (s) => formatDate(pending ? s.created_at : s.delivery_date),
                },
              ]}
            />
          </div>
        )}
        {/* On a phone the chosen shipment and its actions come first (warehouse.css). */}
        <div data-testid="shipment-consignments" className={selected ? 'wh-first-on-phone' : undefined}>
          <Table<ConsignmentRow>
            variant="container"
            items={selected?.consignments ?? []}
            trackBy="id"
            wrapLines
            onRowClick={pending ? ({ detail }) => setEditing(detail.item) : undefined}
            columnDefinitions={consignmentColumns(t, locale, false).map((c) => ({ ...c, sortingField: undefined }))}
            empty={<EmptyState text={selected ? undefined : t('warehouse.shipments.choose')} />}
            header={
              <Header
                description={
                  selected
                    ? [
                        selected.party.name,
                        selected.delivery_date
                          ? t('warehouse.shipments.delivered_at', { at: formatDateTime(selected.delivery_date) })
                          : null,
                        pending ? t('warehouse.shipments.edit_hint') : null,
                      ]
                        .filter(Boolean)
                        .join(' · ')
                    : undefined
                }
                actions={
                  selected ? (
                    <SpaceBetween direction="horizontal" size="xs">
                      {pending ? (
                        <Button onClick={() => setDeleting(true)} data-testid="shipment-delete">
                          {t('warehouse.delete')}
                        </Button>
                      ) : null}
                      <Button
                        loading={busy === 'sheet'}
                        onClick={() => void openFile('sheet', selected)}
                        data-testid="shipment-create-sheet"
                      >
                        {t('warehouse.shipments.create_sheet')}
                      </Button>
                      {!pending ? (
                        <Button
                          loading={busy === 'view'}
                          onClick={() => void openFile('view', selected)}
                          data-testid="shipment-view-sheet"
                        >
                          {t('warehouse.shipments.view_sheet')}
                        </Button>
                      ) : null}
                      {!pending && selected.has_signed_note ? (
                        <Button
                          loading={busy === 'note'}
                          onClick={() => void openFile('note', selected)}
                          data-testid="shipment-view-note"
                        >
                          {t('warehouse.shipments.view_note')}
                        </Button>
                      ) : null}
                      {pending ? (
                        <Button variant="primary" onClick={() => setDelivering(true)} data-testid="shipment-deliver">
                          {t('warehouse.shipments.deliver')}
                        </Button>
                      ) : null}
                    </SpaceBetween>
                  ) : undefined
                }
              >
                {selected ? t('warehouse.shipments.shipment_title', { id: selected.id }) : t('warehouse.screens.consignments')}
              </Header>
            }
          />
        </div>
      </div>
      <ConsignmentEditor consignment={editing} onClose={() => setEditing(null)} documents={documents} />
      <DeliverModal
        shipment={delivering ? selected : null}
        onClose={() => setDelivering(false)}
        onDelivered={(shipment) => {
          setDelivering(false);
          go('delivered', shipment.id);
        }}
      />
      <ConfirmModal
        visible={deleting}
        title={t('warehouse.shipments.delete_title')}
        confirmLabel={t('warehouse.delete')}
        loading={remove.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={() =>
          remove.mutate(selected!.id, {
            onSuccess: () => {
              alerts.add({ type: 'success', msg: t('alerts.delete') });
              go(status, null);
            },
            onSettled: () => setDeleting(false),
          })
        }
      >
        {t('warehouse.shipments.delete_confirm', { id: selected?.id ?? '' })}
      </ConfirmModal>
      {documents.dialog}
    </LogisticsPage>
  );
}
