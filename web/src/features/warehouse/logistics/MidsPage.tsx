/**
 * /warehouse/logistics/mids (spec §2, §5, role 22): the mids waiting for their out (shipment-in
 * number, sale number, description: the sale reference, party), all rows, with select boxes. A
 * scanned or typed mid number (the incoming shipment's) selects its mids, adding them when the list
 * does not hold them. Print asks first, then makes the selected rows' labels as one PDF, a page
 * each with the mid's barcode (five labels opened five PDFs).
 */
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { paths } from '../../../config/paths';
import { alerts } from '../../../lib/alerts';
import { findMids, midLabel, missingLabels, printLabels, useMids, type MidRow } from '../api';
import { ScanField } from '../components/ScanField';
import { useDocuments } from './documents';
import { LogisticsPage } from './LogisticsPage';
import { RefreshButton, useScanEntry, useScannedSelection } from './scanned-selection';
import { SelectionTable } from './SelectionTable';

export default function MidsPage() {
  const { t } = useTranslation();
  const mids = useMids();
  const selection = useScannedSelection(mids, (m) => m.key);
  const { selected } = selection;
  const scan = useScanEntry(async (number) => selection.select(await findMids(number)));
  const [asking, setAsking] = useState(false);
  const [printing, setPrinting] = useState(false);
  const documents = useDocuments();

  const print = async () => {
    setPrinting(true);
    try {
      const { url, pages } = await printLabels(selected.map(midLabel));
      documents.open([{ url, label: t('warehouse.documents.labels', { count: pages }) }]);
      alerts.add({ type: 'success', msg: t('warehouse.printed') });
    } catch (error) {
      // A mid undone since the list loaded: the server's words, and which rows.
      const missing = missingLabels(error);
      if (missing.length)
        alerts.add({
          type: 'error',
          msg: (error as Error).message,
          details: missing.map((i) => selected[i]?.shipment_in_obj.number).join(', '),
        });
      // Other failures were said by the http client (spec §8: errors.error).
    } finally {
      setPrinting(false);
      setAsking(false);
    }
  };

  return (
    <LogisticsPage
      title={t('warehouse.screens.mids')}
      description={t('warehouse.mids.description')}
      trail={[{ text: t('warehouse.screens.mids'), href: paths.warehouseMids }]}
    >
      <ScanField
        label={t('warehouse.mids.entry')}
        description={t('warehouse.mids.entry_help')}
        {...scan}
        autoFocus
        testId="mids-entry"
      />
      <SelectionTable<MidRow>
        testId="mids-table"
        query={selection.query}
        trackBy="key"
        selected={selected}
        onSelectionChange={selection.setSelected}
        title={t('warehouse.screens.mids')}
        filterText={(m) => [m.shipment_in_obj.number, m.sale_obj.number, m.sale_obj.reference, m.party_obj.name].join(' ')}
        columns={[
          {
            id: 'shipment_in',
            header: t('warehouse.fields.shipment_in'),
            cell: (m) => m.shipment_in_obj.number,
            sortingComparator: (a, b) => a.shipment_in_obj.number.localeCompare(b.shipment_in_obj.number),
          },
          {
            id: 'sale',
            header: t('warehouse.fields.sale'),
            cell: (m) => m.sale_obj.number,
            sortingComparator: (a, b) => a.sale_obj.number.localeCompare(b.sale_obj.number),
          },
          { id: 'description', header: t('warehouse.fields.description'), cell: (m) => m.sale_obj.reference },
          {
            id: 'party',
            header: t('warehouse.fields.party'),
            cell: (m) => m.party_obj.name,
            sortingComparator: (a, b) => a.party_obj.name.localeCompare(b.party_obj.name, 'ca'),
          },
          { id: 'lines', header: t('warehouse.mids.lines'), cell: (m) => m.lines, sortingField: 'lines' },
        ]}
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <RefreshButton query={mids} />
            <Button variant="primary" disabled={selected.length === 0} onClick={() => setAsking(true)} data-testid="mids-print">
              {t('warehouse.print')}
            </Button>
          </SpaceBetween>
        }
      />
      <ConfirmModal
        visible={asking}
        title={t('warehouse.mids.print_title')}
        confirmLabel={t('warehouse.print')}
        loading={printing}
        onCancel={() => setAsking(false)}
        onConfirm={() => void print()}
      >
        {t('warehouse.mids.print_confirm', { count: selected.length })}
      </ConfirmModal>
      {documents.dialog}
    </LogisticsPage>
  );
}
