/**
 * /administration/import-sales/config (spec §2): the distributors and the brands in expandable
 * panels, each with an add dialog and an edit dialog opened from its row. A distributor holds the
 * reading profile of its files (sheet, first row, column letters, date format).
 */
import Button from '@cloudscape-design/components/button';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadFailed } from '../../../components/LoadState';
import { Page } from '../../../components/Page';
import { serverFieldErrors, type ServerErrors } from '../../../components/validation';
import { paths } from '../../../config/paths';
import { alerts } from '../../../lib/alerts';
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

function DistributorsPanel() {
  const { t } = useTranslation();
  const list = useDistributors();
  const save = useSaveDistributor();
  /** null: closed; 'new': adding; else the distributor edited. */
  const [editing, setEditing] = useState<Distributor | 'new' | null>(null);
  const [serverErrors, setServerErrors] = useState<ServerErrors>();
  const open = (d: Distributor | 'new') => {
    setServerErrors(undefined);
    setEditing(d);
  };
  const current = editing === 'new' ? null : editing;
  return (
    <ExpandableSection
      variant="container"
      defaultExpanded
      headerText={t('salesImport.distributors.title')}
      headerCounter={list.data ? `(${list.data.length})` : undefined}
      headerActions={
        <Button onClick={() => open('new')} data-testid="distributors-add">
          {t('salesImport.distributors.add')}
        </Button>
      }
      data-testid="distributors-panel"
    >
      {list.isError ? (
        <LoadFailed onRetry={() => void list.refetch()} />
      ) : (
        <Table<Distributor>
          variant="embedded"
          data-testid="distributors-table"
          items={list.data ?? []}
          loading={list.isPending}
          loadingText={t('app.loading')}
          trackBy="id"
          empty={<EmptyState text={t('salesImport.distributors.empty')} />}
          columnDefinitions={[
            { id: 'id', header: t('salesImport.distributors.id'), cell: (d) => d.id },
            {
              id: 'name',
              header: t('salesImport.distributors.name'),
              cell: (d) => (
                <Button variant="inline-link" onClick={() => open(d)} data-testid={`distributor-edit-${d.id}`}>
                  {d.name}
                </Button>
              ),
            },
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
        />
      )}
      <Modal
        visible={editing !== null}
        size="large"
        header={
          current ? t('salesImport.distributors.edit_title', { name: current.name }) : t('salesImport.distributors.add_title')
        }
        onDismiss={() => !save.isPending && setEditing(null)}
      >
        {editing !== null ? (
          <DistributorForm
            key={current?.id ?? 'new'}
            initial={distributorValues(current)}
            initialParty={current?.party ?? null}
            submitLabel={current ? t('salesImport.save') : t('salesImport.create')}
            saving={save.isPending}
            serverErrors={serverErrors}
            onCancel={() => setEditing(null)}
            onSubmit={(values, party) =>
              save.mutate(
                { id: current?.id ?? null, body: toBody(values, party.id) },
                {
                  onSuccess: () => {
                    alerts.add({ type: 'success', msg: t(current ? 'alerts.update' : 'alerts.create') });
                    setEditing(null);
                  },
                  onError: (error) => setServerErrors(serverFieldErrors(error) ?? undefined),
                },
              )
            }
          />
        ) : null}
      </Modal>
    </ExpandableSection>
  );
}

function BrandsPanel() {
  const { t } = useTranslation();
  const list = useBrands();
  const save = useSaveBrand();
  const [editing, setEditing] = useState<Brand | 'new' | null>(null);
  const [serverErrors, setServerErrors] = useState<ServerErrors>();
  const open = (b: Brand | 'new') => {
    setServerErrors(undefined);
    setEditing(b);
  };
  const current = editing === 'new' ? null : editing;
  return (
    <ExpandableSection
      variant="container"
      defaultExpanded
      headerText={t('salesImport.brands.title')}
      headerCounter={list.data ? `(${list.data.length})` : undefined}
      headerActions={
        <Button onClick={() => open('new')} data-testid="brands-add">
          {t('salesImport.brands.add')}
        </Button>
      }
      data-testid="brands-panel"
    >
      {list.isError ? (
        <LoadFailed onRetry={() => void list.refetch()} />
      ) : (
        <Table<Brand>
          variant="embedded"
          data-testid="brands-table"
          items={list.data ?? []}
          loading={list.isPending}
          loadingText={t('app.loading')}
          trackBy="id"
          empty={<EmptyState text={t('salesImport.brands.empty')} />}
          columnDefinitions={[
            { id: 'id', header: t('salesImport.brands.id'), cell: (b) => b.id },
            {
              id: 'name',
              header: t('salesImport.brands.name'),
              cell: (b) => (
                <Button variant="inline-link" onClick={() => open(b)} data-testid={`brand-edit-${b.id}`}>
                  {b.name}
                </Button>
              ),
            },
          ]}
        />
      )}
      <Modal
        visible={editing !== null}
        size="medium"
        header={current ? t('salesImport.brands.edit_title', { name: current.name }) : t('salesImport.brands.add_title')}
        onDismiss={() => !save.isPending && setEditing(null)}
      >
        {editing !== null ? (
          <BrandForm
            key={current?.id ?? 'new'}
            initial={current?.name ?? ''}
            submitLabel={current ? t('salesImport.save') : t('salesImport.create')}
            saving={save.isPending}
            serverErrors={serverErrors}
            onCancel={() => setEditing(null)}
            onSubmit={(name) =>
              save.mutate(
                { id: current?.id ?? null, name },
                {
                  onSuccess: () => {
                    alerts.add({ type: 'success', msg: t(current ? 'alerts.update' : 'alerts.create') });
                    setEditing(null);
                  },
                  onError: (error) => setServerErrors(serverFieldErrors(error) ?? undefined),
                },
              )
            }
          />
        ) : null}
      </Modal>
    </ExpandableSection>
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
