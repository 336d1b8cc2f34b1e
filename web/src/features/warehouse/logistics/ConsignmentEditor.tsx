/**
 * The edit dialog of a consignment (spec §2: pallets, weight, outs), opened from the consignments
 * list and from a pending shipment. The save answers the consignment's new document, opened to print.
 */
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { alerts } from '../../../lib/alerts';
import { ApiError } from '../../../lib/http';
import { useUpdateConsignment, type ConsignmentRow } from '../api';
import { formatNumber } from '../components/labels';
import { ConsignmentModal } from './ConsignmentModal';
import type { useDocuments } from './documents';
import type { SelectionColumn } from './SelectionTable';

export function ConsignmentEditor({
  consignment,
  onClose,
  documents,
}: {
  consignment: ConsignmentRow | null;
  onClose: () => void;
  documents: ReturnType<typeof useDocuments>;
}) {
  const { t } = useTranslation();
  const update = useUpdateConsignment();
  return (
    <ConsignmentModal
      visible={consignment !== null}
      title={t('warehouse.consignment.edit_title', { id: consignment?.id ?? '' })}
      initial={{
        pallets: consignment?.pallet_count ?? null,
        weight: consignment?.weight_in_kg ?? null,
        outs: consignment?.shipment_outs.map((o) => ({ id: o.id, number: o.number })) ?? [],
      }}
      editOuts
      saving={update.isPending}
      onCancel={onClose}
      onSave={(body, onFieldErrors) =>
        update.mutate(
          { id: consignment!.id, body },
          {
            onSuccess: ({ data, url }) => {
              onClose();
              alerts.add({ type: 'success', msg: t('alerts.update') });
              documents.open([{ url, label: t('warehouse.documents.consignment', { id: data.id }) }]);
            },
            onError: (error) => {
              if (error instanceof ApiError) onFieldErrors(error.fieldErrors);
            },
          },
        )
      }
    />
  );
}

/** The consignment columns (spec §2): number, sale, party (on the consignments list), outs, speciality, pallets, weight. */
export function consignmentColumns(t: TFunction, locale: string, withParty: boolean): SelectionColumn<ConsignmentRow>[] {
  return [
    { id: 'id', header: t('warehouse.fields.number'), cell: (c) => c.id, sortingField: 'id' },
    ...(withParty
      ? [
          { id: 'sale', header: t('warehouse.fields.sale'), cell: (c: ConsignmentRow) => c.sale, sortingField: 'sale' as const },
          {
            id: 'party',
            header: t('warehouse.fields.party'),
            cell: (c: ConsignmentRow) => c.party.name,
            sortingComparator: (a: ConsignmentRow, b: ConsignmentRow) => a.party.name.localeCompare(b.party.name, 'ca'),
          },
        ]
      : []),
    { id: 'outs', header: t('warehouse.fields.outs'), cell: (c) => c.shipment_outs.map((o) => o.number).join(', ') },
    {
      id: 'drugs',
      header: t('warehouse.fields.speciality'),
      cell: (c) => (c.has_drugs ? t('warehouse.yes') : t('warehouse.no')),
    },
    { id: 'pallets', header: t('warehouse.fields.pallets'), cell: (c) => c.pallet_count, sortingField: 'pallet_count' },
    {
      id: 'weight',
      header: t('warehouse.fields.weight'),
      cell: (c) => formatNumber(c.weight_in_kg, locale),
      sortingField: 'weight_in_kg',
    },
  ];
}
