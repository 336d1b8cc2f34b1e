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
import { useNavigate } from 'react-router';
import { FormDialog, type FormDialogContext } from '../../../components/FormDialog';
import { EmptyState, LoadFailed } from '../../../components/LoadState';
import { Page } from '../../../components/Page';
import { fillPath, paths } from '../../../config/paths';
import { useBrands, useDistributors, useSaveBrand, useSaveDistributor, type Brand, type Distributor } from '../api';
import { useSalesImportFrame } from '../nav';
import { BrandForm } from './BrandForm';
import { DistributorForm, distributorValues } from './DistributorForm';
import { COLUMN_FIELDS, toBody } from './distributor-rules';

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
  /** More header actions beside "add". */
  actions?: ReactNode;
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
        <SpaceBetween direction="horizontal" size="xs">
          {props.actions}
          <Button onClick={() => setEditing('new')} data-testid={`${kind}-add`}>
            {t(`salesImport.${kind}.add`)}
          </Button>
        </SpaceBetween>
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
  const navigate = useNavigate();
  const save = useSaveDistributor();
  const fromSample = (id?: number) => navigate(fillPath(paths.importSalesConfigSample, { id }));
  return (
    <ConfigPanel<Distributor>
      kind="distributors"
      testId="distributor"
      list={useDistributors()}
      modalSize="large"
      saving={save.isPending}
      actions={
        <Button iconName="upload" onClick={() => fromSample()} data-testid="distributors-from-sample">
          {t('salesImport.sample.add')}
        </Button>
      }
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
        {
          id: 'sample',
          header: t('salesImport.sample.column'),
          cell: (d) => (
            <Button variant="inline-link" onClick={() => fromSample(d.id)} data-testid={`distributor-sample-${d.id}`}>
              {t('salesImport.sample.remap')}
            </Button>
          ),
        },
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
