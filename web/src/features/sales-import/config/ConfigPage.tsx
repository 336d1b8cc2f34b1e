/**
 * /administration/import-sales/config (spec §2): the distributors and the brands in expandable
 * panels (one `ConfigPanel` each), with an add dialog and an edit dialog opened from its row. A distributor holds the
 * reading profile of its files (sheet, first row, column letters, date format).
 */
import Button from '@cloudscape-design/components/button';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import type { ModalProps } from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, type FormDialogContext } from '../../../components/FormDialog';
import { EmptyState, LoadFailed } from '../../../components/LoadState';
import { Page } from '../../../components/Page';
import { paths } from '../../../config/paths';
import {
  useBrands,
  useDistributors,
  useSaveBrand,
  useSaveDistributor,
  type Brand,
  type Distributor,
  type DistributorBody,
} from '../api';
import { useSalesImportFrame } from '../nav';
import { BrandForm } from './BrandForm';
import { DistributorForm, distributorValues, type DistributorValues } from './DistributorForm';
import { COLUMN_FIELDS } from './distributor-rules';

const letters = (v: string) => v.trim().toUpperCase();

const toBody = (v: DistributorValues, partyId: number): DistributorBody => ({
  id: Number(v.id),
  name: v.name.trim(),
  party_id: partyId,
  sheet: v.sheet.trim(),
  first_row: Number(v.first_row),
  date_format: v.date_format.trim(),
  date: letters(v.date),
  customer: letters(v.customer),
  delivery_note: letters(v.delivery_note),
  product_code: letters(v.product_code),
  description: letters(v.description),
  price: letters(v.price),
  quantity: letters(v.quantity),
});

/** One config list in an expandable panel: its table, an add button and the add/edit dialog. */
function ConfigPanel<T extends { id: number; name: string }>(props: {
  kind: 'distributors' | 'brands';
  /** Each row's edit button is `<testId>-edit-<id>`. */
  testId: 'distributor' | 'brand';
  list: UseQueryResult<T[]>;
  /** The columns after the id and the name (which opens the edit dialog). */
  columns: TableProps.ColumnDefinition<T>[];
  modalSize: ModalProps.Size;
  saving: boolean;
  form: (current: T | null, dialog: FormDialogContext<unknown>) => ReactNode;
}) {
  const { t } = useTranslation();
  const { kind, testId, list } = props;
  /** null: closed; 'new': adding; else the item edited. */
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const current = editing === 'new' ? null : editing;
  return (
    <ExpandableSection
      variant="container"
      defaultExpanded
      headerText={t(`salesImport.${kind}.title`)}
      headerCounter={list.data ? `(${list.data.length})` : undefined}
      headerActions={
        <Button onClick={() => setEditing('new')} data-testid={`${kind}-add`}>
          {t(`salesImport.${kind}.add`)}
        </Button>
      }
      data-testid={`${kind}-panel`}
    >
      {list.isError ? (
        <LoadFailed onRetry={() => void list.refetch()} />
      ) : (
        <Table<T>
          variant="embedded"
          data-testid={`${kind}-table`}
          items={list.data ?? []}
          loading={list.isPending}
          loadingText={t('app.loading')}
          trackBy="id"
          empty={<EmptyState text={t(`salesImport.${kind}.empty`)} />}
          columnDefinitions={[
            { id: 'id', header: t(`salesImport.${kind}.id`), cell: (item) => item.id },
            {
              id: 'name',
              header: t(`salesImport.${kind}.name`),
              cell: (item) => (
                <Button variant="inline-link" onClick={() => setEditing(item)} data-testid={`${testId}-edit-${item.id}`}>
                  {item.name}
                </Button>
              ),
            },
            ...props.columns,
          ]}
        />
      )}
      <FormDialog
        visible={editing !== null}
        size={props.modalSize}
        header={current ? t(`salesImport.${kind}.edit_title`, { name: current.name }) : t(`salesImport.${kind}.add_title`)}
        saving={props.saving}
        creating={!current}
        onClose={() => setEditing(null)}
        form={(dialog) => props.form(current, dialog)}
      />
    </ExpandableSection>
  );
}

function DistributorsPanel() {
  const { t } = useTranslation();
  const save = useSaveDistributor();
  return (
    <ConfigPanel<Distributor>
      kind="distributors"
      testId="distributor"
      list={useDistributors()}
      modalSize="large"
      saving={save.isPending}
      columns={[
        { id: 'party', header: t('salesImport.distributors.party'), cell: (d) => d.party?.name ?? '' },
        { id: 'sheet', header: t('salesImport.distributors.sheet'), cell: (d) => d.sheet },
        { id: 'first_row', header: t('salesImport.distributors.first_row'), cell: (d) => d.first_row },
        {
          id: 'columns',
          header: t('salesImport.distributors.columns'),
          cell: (d) => COLUMN_FIELDS.map((f) => d[f]).join(' · '),
        },
        { id: 'date_format', header: t('salesImport.distributors.date_format'), cell: (d) => d.date_format },
      ]}
      form={(current, dialog) => (
        <DistributorForm
          key={current?.id ?? 'new'}
          initial={distributorValues(current)}
          initialParty={current?.party ?? null}
          submitLabel={current ? t('salesImport.save') : t('salesImport.create')}
          saving={save.isPending}
          serverErrors={dialog.serverErrors}
          onCancel={dialog.onCancel}
          onSubmit={(values, party) =>
            save.mutate(
              { id: current?.id ?? null, body: toBody(values, party.id) },
              { onSuccess: dialog.onSaved, onError: dialog.onFailed },
            )
          }
        />
      )}
    />
  );
}

function BrandsPanel() {
  const { t } = useTranslation();
  const save = useSaveBrand();
  return (
    <ConfigPanel<Brand>
      kind="brands"
      testId="brand"
      list={useBrands()}
      modalSize="medium"
      saving={save.isPending}
      columns={[]}
      form={(current, dialog) => (
        <BrandForm
          key={current?.id ?? 'new'}
          initial={current?.name ?? ''}
          submitLabel={current ? t('salesImport.save') : t('salesImport.create')}
          saving={save.isPending}
          serverErrors={dialog.serverErrors}
          onCancel={dialog.onCancel}
          onSubmit={(name) =>
            save.mutate({ id: current?.id ?? null, name }, { onSuccess: dialog.onSaved, onError: dialog.onFailed })
          }
        />
      )}
    />
  );
}

export default function ConfigPage() {
  const { t } = useTranslation();
  const title = t('salesImport.config.title');
  useSalesImportFrame([{ text: title, href: paths.importSalesConfig }]);
  return (
    <Page title={title} description={t('salesImport.config.description')}>
      <SpaceBetween size="l">
        <DistributorsPanel />
        <BrandsPanel />
      </SpaceBetween>
    </Page>
  );
}
