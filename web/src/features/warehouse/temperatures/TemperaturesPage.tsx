/**
 * /warehouse/temperatures (role 28; spec §2): the carriers' temperature log, server-paged and
 * server-sorted (date descending by default), with the filter row of §2 in the address, new row
 * (a dialog: Escape closes, Enter saves), reset and refresh. A row opens its detail.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Grid from '@cloudscape-design/components/grid';
import Input from '@cloudscape-design/components/input';
import Link from '@cloudscape-design/components/link';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../../components/Page';
import {
  DateFilter,
  SelectFilter,
  ServerTable,
  TextFilter,
  useServerTable,
  type RowOf,
  type ServerColumn,
  type SortOf,
} from '../../../components/table';
import { paths, withParam } from '../../../config/paths';
import { formatDate, formatDateTime } from '../../../lib/format';
import { formatNumber } from '../components/labels';
import { useWarehouseFrame } from '../components/nav';
import { useLocale } from '../../../components/use-locale';
import { useTemperatureOptions } from './api';
import { NewTemperatureModal } from './NewTemperatureModal';
import { ResultIcon } from './ResultIcon';
import { IMMEDIATE_TEMPERATURE_FILTERS, TEMPERATURE_FILTERS, temperatureBound, temperatureSearch } from './temperature-filters';
import { TEMPERATURE_STEP } from '../../../../../shared/warehouse/temperatures';
import { carrierName, warehouseName } from '../../../../../shared/erp/constants';

const ROUTE = 'warehouse.temperatures.datatable';
type Row = RowOf<typeof ROUTE>;
type Sort = SortOf<typeof ROUTE>;

export default function TemperaturesPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const title = t('warehouse.screens.temperatures');
  useDocumentTitle(title);
  useWarehouseFrame([{ text: title, href: paths.warehouseTemperatures }]);
  const options = useTemperatureOptions();
  const [creating, setCreating] = useState(false);
  const show = (id: number) => withParam(paths.warehouseTemperatureShow, id);

  const columns: ServerColumn<Row, Sort>[] = [
    {
      id: 'date',
      header: t('warehouse.temperatures.fields.date'),
      sortingField: 'date',
      cell: (r) => (
        <span onClick={(e) => e.stopPropagation()}>
          <Link href={show(r.id)} onFollow={(e) => (e.preventDefault(), navigate(show(r.id)))}>
            {formatDateTime(r.date)}
          </Link>
        </span>
      ),
    },
    { id: 'warehouse', header: t('warehouse.temperatures.fields.warehouse'), cell: (r) => warehouseName(r.warehouse.id, locale) },
    { id: 'carrier', header: t('warehouse.temperatures.fields.carrier'), cell: (r) => carrierName(r.carrier.id, locale) },
    {
      id: 'laboratory',
      header: t('warehouse.temperatures.fields.laboratory'),
      cell: (r) => r.laboratory.name,
    },
    { id: 'brand', header: t('warehouse.temperatures.fields.brand'), cell: (r) => r.brand },
    {
      id: 'expedition',
      header: t('warehouse.temperatures.fields.expedition'),
      cell: (r) => r.expedition,
    },
    { id: 'packages', header: t('warehouse.temperatures.fields.packages'), cell: (r) => r.packages },
    {
      id: 'temperature',
      header: t('warehouse.temperatures.fields.temperature'),
      sortingField: 'temperature',
      cell: (r) => `${formatNumber(r.temperature, locale, 1)} °C`,
    },
    {
      id: 'result',
      header: t('warehouse.temperatures.fields.result'),
      cell: (r) => <ResultIcon result={r.result} />,
    },
    { id: 'user', header: t('warehouse.temperatures.fields.user'), cell: (r) => r.user?.name ?? '' },
    {
      id: 'technical_assessment',
      header: t('warehouse.temperatures.fields.technical_assessment'),
      cell: (r) => r.technical_assessment,
    },
    {
      id: 'technical_assessment_date',
      header: t('warehouse.temperatures.fields.technical_assessment_date'),
      cell: (r) => formatDate(r.technical_assessment_date),
    },
    {
      id: 'product_destination',
      header: t('warehouse.temperatures.fields.product_destination'),
      cell: (r) => r.product_destination,
    },
  ];
  const table = useServerTable(ROUTE, {
    columns,
    filters: TEMPERATURE_FILTERS,
    immediate: IMMEDIATE_TEMPERATURE_FILTERS,
    search: temperatureSearch,
    defaultSort: { by: 'date', desc: true },
  });

  const any = { value: '', label: t('warehouse.temperatures.any') };
  const selectOptions = (list: { value?: string; label?: string }[]) => [
    any,
    ...list.map((o) => ({ value: o.value ?? '', label: o.label ?? '' })),
  ];
  const boundError = (name: 'temperature_from' | 'temperature_to') =>
    table.filters[name].trim() && temperatureBound(table.filters[name]) === undefined
      ? t('warehouse.temperatures.problems.step')
      : undefined;
  const temperatureFilter = (name: 'temperature_from' | 'temperature_to') => (
    <FormField label={t(`warehouse.temperatures.filters.${name}`)} errorText={boundError(name)} controlId={`filter-${name}`}>
      <Input
        controlId={`filter-${name}`}
        type="number"
        step={TEMPERATURE_STEP}
        inputMode="decimal"
        value={table.filters[name]}
        invalid={Boolean(boundError(name))}
        onChange={({ detail }) => table.setFilter(name, detail.value)}
        data-testid={`filter-${name.replace(/_/g, '-')}`}
      />
    </FormField>
  );
  const cell = { colspan: { default: 6, s: 3 } };

  return (
    <>
      <ServerTable
        table={table}
        data-testid="temperatures-table"
        trackBy="id"
        title={title}
        headingVariant="h1"
        emptyText={t('errors.empty')}
        onRefresh={() => undefined}
        onRowClick={({ detail }) => navigate(show(detail.item.id))}
        actions={
          <>
            <Button onClick={table.clearFilters} disabled={!table.filtering} data-testid="temperatures-reset">
              {t('warehouse.temperatures.reset')}
            </Button>
            <Button
              variant="primary"
              iconName="add-plus"
              disabled={!options.ready}
              onClick={() => setCreating(true)}
              data-testid="temperatures-new"
            >
              {t('warehouse.temperatures.new')}
            </Button>
          </>
        }
        filter={
          <Box padding={{ bottom: 'xs' }}>
            <Grid gridDefinition={Array.from({ length: 16 }, () => cell)}>
              <DateFilter table={table} name="date_from" label={t('warehouse.temperatures.filters.date_from')} />
              <DateFilter table={table} name="date_to" label={t('warehouse.temperatures.filters.date_to')} />
              <SelectFilter
                table={table}
                name="warehouse"
                label={t('warehouse.temperatures.fields.warehouse')}
                options={selectOptions(options.warehouses)}
              />
              <SelectFilter
                table={table}
                name="carrier"
                label={t('warehouse.temperatures.fields.carrier')}
                options={selectOptions(options.carriers)}
              />
              <SelectFilter
                table={table}
                name="laboratory"
                label={t('warehouse.temperatures.fields.laboratory')}
                options={selectOptions(options.laboratories)}
              />
              <TextFilter table={table} name="brand" label={t('warehouse.temperatures.fields.brand')} />
              <TextFilter table={table} name="expedition" label={t('warehouse.temperatures.fields.expedition')} />
              <TextFilter table={table} name="packages" label={t('warehouse.temperatures.fields.packages')} />
              {temperatureFilter('temperature_from')}
              {temperatureFilter('temperature_to')}
              <SelectFilter
                table={table}
                name="result"
                label={t('warehouse.temperatures.fields.result')}
                options={[
                  any,
                  { value: 'pass', label: t('warehouse.temperatures.pass') },
                  { value: 'fail', label: t('warehouse.temperatures.fail') },
                ]}
              />
              <SelectFilter
                table={table}
                name="user"
                label={t('warehouse.temperatures.fields.user')}
                options={selectOptions(options.usersAll)}
              />
              <TextFilter
                table={table}
                name="technical_assessment"
                label={t('warehouse.temperatures.fields.technical_assessment')}
              />
              <DateFilter
                table={table}
                name="technical_assessment_date_from"
                label={t('warehouse.temperatures.filters.technical_assessment_date_from')}
              />
              <DateFilter
                table={table}
                name="technical_assessment_date_to"
                label={t('warehouse.temperatures.filters.technical_assessment_date_to')}
              />
              <TextFilter
                table={table}
                name="product_destination"
                label={t('warehouse.temperatures.fields.product_destination')}
              />
            </Grid>
          </Box>
        }
      />
      {creating ? (
        <NewTemperatureModal
          options={options}
          onClose={() => setCreating(false)}
          onCreated={() => {
            setCreating(false);
            void table.result.refetch();
          }}
        />
      ) : null}
    </>
  );
}
