/**
 * /warehouse/logistics/outs (spec §2, §5, role 22): the packed outs in no consignment (out number,
 * state, mid number, sale reference, party), all rows, with select boxes. A scanned or typed out
 * number adds that out to the selection. Print (the labels of the selected outs that came from a
 * mid, as one PDF with the mid and out barcodes: enabled only when one has a shipment_in whose mid
 * is not known to be undone, and saying why when it is not), create a consignment (pallets and weight; one
 * party only: the warning errors.outs_multiple_parties otherwise), delete with confirmation,
 * refresh.
 */
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { paths } from '../../../config/paths';
import { alerts } from '../../../lib/alerts';
import { ApiError } from '../../../lib/http';
import {
  findOut,
  missingLabels,
  printLabels,
  useCreateConsignment,
  useDestroyOuts,
  useOuts,
  type LabelRequest,
  type OutRow,
} from '../api';
import { outStateLabel } from '../components/labels';
import { ScanField } from '../components/ScanField';
import { ConsignmentModal } from './ConsignmentModal';
import { useDocuments } from './documents';
import { LogisticsPage } from './LogisticsPage';
import { RefreshButton, useScanEntry, useScannedSelection } from './scanned-selection';
import { partiesOf } from './selection';
import { SelectionTable } from './SelectionTable';

export default function OutsPage() {
  const { t } = useTranslation();
  const outs = useOuts();
  // Outs found by manual entry that the list does not hold (taken off it earlier) stay shown.
  const selection = useScannedSelection(outs, (o) => o.id);
  const { selected } = selection;
  const scan = useScanEntry(async (number) => selection.select([await findOut(number)]));
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [printing, setPrinting] = useState(false);
  const create = useCreateConsignment();
  const destroy = useDestroyOuts();
  const documents = useDocuments();

  const parties = partiesOf(selected.map((o) => o.party_obj.id));
  // Outs whose mid the server said is not placed (undone since): not offered again.
  const [noMid, setNoMid] = useState<ReadonlySet<number>>(new Set());
  const printable = selected.filter((o) => o.shipment_in !== null && o.sale_obj !== null && !noMid.has(o.id));

  // An out's label is its mid's (the incoming shipment's placed lines for the out's sale), with the out's number.
  const print = async () => {
    setPrinting(true);
    const asked = printable;
    const labels: LabelRequest[] = asked.map((o) => ({
      shipment_in: o.shipment_in!,
      sale_id: o.sale_obj!.id,
      party_id: o.party_obj.id,
      shipment_out: o.id,
    }));
    try {
      const { url, pages } = await printLabels(labels);
      documents.open([{ url, label: t('warehouse.documents.labels', { count: pages }) }]);
      alerts.add({ type: 'success', msg: t('warehouse.printed') });
    } catch (error) {
      const missing = missingLabels(error).flatMap((i) => (asked[i] ? [asked[i]] : []));
      if (missing.length) {
        setNoMid((known) => new Set([...known, ...missing.map((o) => o.id)]));
        // The server's errors.mid_not_found, naming the outs (not the generic error).
        alerts.add({
          type: 'error',
          msg: (error as Error).message,
          details: t('warehouse.outs.no_mid', { count: missing.length, outs: missing.map((o) => o.number).join(', ') }),
        });
      }
      // Other failures were already said by the http client (spec §8: errors.error).
    } finally {
      setPrinting(false);
    }
  };

  return (
    <LogisticsPage
      title={t('warehouse.screens.outs')}
      description={t('warehouse.outs.description')}
      trail={[{ text: t('warehouse.screens.outs'), href: paths.warehouseOuts }]}
    >
      <ScanField
        label={t('warehouse.outs.entry')}
        description={t('warehouse.outs.entry_help')}
        {...scan}
        autoFocus
        testId="outs-entry"
      />
      {parties > 1 ? (
        <Alert type="warning" data-testid="outs-multiple-parties">
          {t('warehouse.outs.multiple_parties')}
        </Alert>
      ) : null}
      {selected.length > 0 && printable.length === 0 ? (
        <Alert type="info" data-testid="outs-print-reason">
          {t('warehouse.outs.print_disabled')}
        </Alert>
      ) : null}
      <SelectionTable<OutRow>
        testId="outs-table"
        query={selection.query}
        trackBy="id"
        selected={selected}
        onSelectionChange={selection.setSelected}
        title={t('warehouse.screens.outs')}
        filterText={(o) => [o.number, o.shipment_in_obj?.number, o.sale_obj?.reference, o.party_obj.name].join(' ')}
        columns={[
          { id: 'number', header: t('warehouse.fields.out'), cell: (o) => o.number, sortingField: 'number' },
          { id: 'state', header: t('warehouse.fields.state'), cell: (o) => outStateLabel(t, o.state) },
          { id: 'mid', header: t('warehouse.fields.mid'), cell: (o) => o.shipment_in_obj?.number ?? '—' },
          { id: 'reference', header: t('warehouse.fields.reference'), cell: (o) => o.sale_obj?.reference ?? '—' },
          {
            id: 'party',
            header: t('warehouse.fields.party'),
            cell: (o) => o.party_obj.name,
            sortingComparator: (a, b) => a.party_obj.name.localeCompare(b.party_obj.name, 'ca'),
          },
        ]}
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <RefreshButton query={outs} />
            <Button
              disabled={printable.length === 0}
              disabledReason={selected.length > 0 ? t('warehouse.outs.print_disabled') : undefined}
              loading={printing}
              onClick={() => void print()}
              data-testid="outs-print"
            >
              {t('warehouse.print')}
            </Button>
            <Button disabled={selected.length === 0} onClick={() => setDeleting(true)} data-testid="outs-delete">
              {t('warehouse.delete')}
            </Button>
            <Button
              variant="primary"
              disabled={selected.length === 0 || parties > 1}
              onClick={() => setCreating(true)}
              data-testid="outs-create-consignment"
            >
              {t('warehouse.outs.create_consignment')}
            </Button>
          </SpaceBetween>
        }
      />
      <ConsignmentModal
        visible={creating}
        title={t('warehouse.outs.create_consignment')}
        initial={{ pallets: null, weight: null, outs: selected.map((o) => ({ id: o.id, number: o.number })) }}
        editOuts={false}
        saving={create.isPending}
        onCancel={() => setCreating(false)}
        onSave={(body, onFieldErrors) =>
          create.mutate(body, {
            onSuccess: ({ data, url }) => {
              setCreating(false);
              selection.clear();
              alerts.add({ type: 'success', msg: t('warehouse.outs.consignment_created', { id: data.id }) });
              documents.open([{ url, label: t('warehouse.documents.consignment', { id: data.id }) }]);
            },
            onError: (error) => {
              if (error instanceof ApiError) onFieldErrors(error.fieldErrors);
            },
          })
        }
      />
      <ConfirmModal
        visible={deleting}
        title={t('warehouse.outs.delete_title')}
        confirmLabel={t('warehouse.delete')}
        loading={destroy.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={() =>
          destroy.mutate(
            selected.map((o) => o.id),
            {
              onSuccess: () => {
                alerts.add({ type: 'success', msg: t('alerts.delete') });
                selection.clear();
              },
              onSettled: () => setDeleting(false),
            },
          )
        }
      >
        {t('warehouse.outs.delete_confirm', { count: selected.length })}
      </ConfirmModal>
      {documents.dialog}
    </LogisticsPage>
  );
}
