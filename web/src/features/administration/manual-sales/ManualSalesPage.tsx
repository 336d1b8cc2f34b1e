/**
 * /administration/insert-sales (spec §2, §3, §5, §9): sales that came on paper, keyed in or pasted
 * from a spreadsheet into the eight-column grid with one spare row. Brand and distributor are
 * required; empty rows are dropped before sending; the server reads every cell and answers each
 * bad one on `rows.N.field`, shown in its cell. All rows are recorded or none. "Add" records the
 * rows and "Erase" empties the grid (or the selected rows), both after a confirmation.
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MANUAL_SALE_FIELDS, type ManualSaleField } from '../../../../../shared/administration/rules';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { EditableGrid, type GridColumn } from '../../../components/grid/EditableGrid';
import { pasteBlock } from '../../../components/grid/clipboard';
import { editCell, withSpareRow } from '../../../components/grid/rows';
import { Page } from '../../../components/Page';
import { serverFieldErrors } from '../../../components/validation';
import { paths } from '../../../config/paths';
import { alerts } from '../../../lib/alerts';
import { api } from '../../../lib/http';
import { onForm, useSalesOptions } from '../api';
import { useAdministrationFrame } from '../nav';
import '../administration.css';
import {
  blankRow,
  clearCellError,
  keepErrorsOf,
  rowsToSend,
  splitServerErrors,
  type CellErrors,
  type ManualRow,
} from './manual-grid';

const WIDTHS: Partial<Record<ManualSaleField, number>> = { description: 220, notes: 200, date: 110 };

type Confirming = 'add' | 'erase' | null;

export default function ManualSalesPage() {
  const { t } = useTranslation();
  const title = t('administration.screens.insertSales');
  useAdministrationFrame([{ text: title, href: paths.administrationInsertSales }]);
  const options = useSalesOptions();
  const [brand, setBrand] = useState<SelectProps.Option | null>(null);
  const [distributor, setDistributor] = useState<SelectProps.Option | null>(null);
  const [rows, setRows] = useState<ManualRow[]>([]);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [cellErrors, setCellErrors] = useState<CellErrors>(new Map());
  const [formErrors, setFormErrors] = useState<Record<string, string>>({});
  const [tried, setTried] = useState(false);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [saving, setSaving] = useState(false);

  const columns: GridColumn<ManualSaleField>[] = useMemo(
    () => MANUAL_SALE_FIELDS.map((key) => ({ key, label: t(`administration.manual.columns.${key}`), width: WIDTHS[key] })),
    [t],
  );
  const gridRows = useMemo(() => withSpareRow(rows, blankRow), [rows]);
  const toSend = useMemo(() => rowsToSend(rows), [rows]);
  const badCells = [...cellErrors.values()].reduce((n, r) => n + Object.keys(r).length, 0);

  const brandOptions = (options.data?.brands ?? []).map((b) => ({ value: String(b.id), label: b.name }));
  const distributorOptions = (options.data?.distributors ?? []).map((d) => ({ value: String(d.id), label: d.name }));
  const missing = {
    brand: tried && !brand ? t('validation.required') : formErrors.brand,
    distributor: tried && !distributor ? t('validation.required') : formErrors.distributor,
  };

  function askAdd() {
    setTried(true);
    if (!brand || !distributor || toSend.rows.length === 0) return;
    setConfirming('add');
  }

  async function add() {
    if (!brand || !distributor) return;
    setSaving(true);
    const { rows: sent, from } = toSend;
    try {
      const answer = await api.call('administration.insert_sales', {
        body: { brand: Number(brand.value), distributor: Number(distributor.value), rows: sent },
        ...onForm,
      });
      alerts.add({ type: 'success', msg: t('administration.manual.inserted', { count: answer.data.inserted }) });
      setRows([]);
      setSelected(new Set());
      setCellErrors(new Map());
      setFormErrors({});
      setTried(false);
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (!fields) return; // other failures were already reported by the client
      const split = splitServerErrors(fields, from);
      setCellErrors(split.cells);
      setFormErrors(split.form);
    } finally {
      setSaving(false);
      setConfirming(null);
    }
  }

  function erase() {
    if (selected.size) {
      const kept = rows.map((_, i) => i).filter((i) => !selected.has(i));
      setRows(kept.map((i) => rows[i]!));
      setCellErrors(keepErrorsOf(cellErrors, kept));
    } else {
      setRows([]);
      setCellErrors(new Map());
      setFormErrors({});
    }
    setSelected(new Set());
    setConfirming(null);
  }

  const firstErrors = [...cellErrors.entries()]
    .sort(([a], [b]) => a - b)
    .flatMap(([index, fields]) =>
      MANUAL_SALE_FIELDS.filter((f) => fields[f]).map((f) => ({ index, field: f, message: fields[f]! })),
    )
    .slice(0, 5);

  return (
    <Page title={title} description={t('administration.manual.description')}>
      <Container header={<Header variant="h2">{t('administration.manual.sale_of')}</Header>}>
        <ColumnLayout columns={2}>
          <FormField label={t('administration.manual.brand')} errorText={missing.brand}>
            <Select
              selectedOption={brand}
              options={brandOptions}
              onChange={({ detail }) => setBrand(detail.selectedOption)}
              placeholder={t('administration.choose')}
              statusType={options.isLoading ? 'loading' : 'finished'}
              invalid={Boolean(missing.brand)}
              filteringType="auto"
              data-testid="manual-brand"
            />
          </FormField>
          <FormField label={t('administration.manual.distributor')} errorText={missing.distributor}>
            <Select
              selectedOption={distributor}
              options={distributorOptions}
              onChange={({ detail }) => setDistributor(detail.selectedOption)}
              placeholder={t('administration.choose')}
              statusType={options.isLoading ? 'loading' : 'finished'}
              invalid={Boolean(missing.distributor)}
              filteringType="auto"
              data-testid="manual-distributor"
            />
          </FormField>
        </ColumnLayout>
      </Container>
      <Container
        header={
          <Header
            variant="h2"
            counter={`(${toSend.rows.length})`}
            description={t('administration.manual.grid_hint')}
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                <Button onClick={() => setConfirming('erase')} disabled={rows.length === 0} data-testid="manual-erase">
                  {selected.size
                    ? t('administration.manual.erase_selected', { count: selected.size })
                    : t('administration.manual.erase')}
                </Button>
                <Button variant="primary" onClick={askAdd} loading={saving} data-testid="manual-add">
                  {t('administration.manual.add')}
                </Button>
              </SpaceBetween>
            }
          >
            {t('administration.manual.rows')}
          </Header>
        }
      >
        <SpaceBetween size="s">
          {tried && toSend.rows.length === 0 ? (
            <Alert type="error" data-testid="manual-no-rows">
              {t('administration.manual.no_rows')}
            </Alert>
          ) : null}
          {formErrors.rows || formErrors._form ? <Alert type="error">{formErrors.rows ?? formErrors._form}</Alert> : null}
          {badCells ? (
            <Alert
              type="error"
              header={t('administration.manual.cells_with_errors', { count: badCells })}
              data-testid="manual-errors"
            >
              <ul className="admin-errors">
                {firstErrors.map((e) => (
                  <li key={`${e.index}-${e.field}`}>
                    {t('administration.manual.row', { n: e.index + 1 })} · {t(`administration.manual.columns.${e.field}`)}:{' '}
                    {e.message}
                  </li>
                ))}
              </ul>
            </Alert>
          ) : null}
          <EditableGrid
            columns={columns}
            rows={gridRows}
            text={(row, key) => row[key]}
            error={(index, key) => cellErrors.get(index)?.[key]}
            selection={{
              selected,
              onSelect: (index, on) => {
                if (index >= rows.length) return; // the spare row is not a row yet
                const next = new Set(selected);
                if (on) next.add(index);
                else next.delete(index);
                setSelected(next);
              },
              label: (n) => t('administration.manual.select_row', { n }),
            }}
            onEdit={(index, key, value) => {
              setRows(editCell(rows, index, key, value, blankRow));
              setCellErrors(clearCellError(cellErrors, index, key));
            }}
            onPaste={(index, column, block) => {
              setRows(pasteBlock(rows, index, column, block, MANUAL_SALE_FIELDS, blankRow));
              let next = cellErrors;
              block.forEach((cells, r) =>
                cells.forEach((_, c) => {
                  const field = MANUAL_SALE_FIELDS[column + c];
                  if (field) next = clearCellError(next, index + r, field);
                }),
              );
              setCellErrors(next);
            }}
            label={title}
            rowNumberLabel={t('administration.manual.row_number')}
            data-testid="manual-grid"
            rowTestIdPrefix="manual-row"
          />
          <Box variant="small" color="text-body-secondary">
            {t('administration.manual.keyboard_hint')}
          </Box>
        </SpaceBetween>
      </Container>
      {/* One dialog for both questions: two hidden dialogs would both hold a confirm button. */}
      <ConfirmModal
        visible={confirming !== null}
        title={t(confirming === 'add' ? 'administration.manual.confirm_add_title' : 'administration.manual.confirm_erase_title')}
        confirmLabel={t(confirming === 'add' ? 'administration.manual.add' : 'administration.manual.erase')}
        loading={saving}
        onConfirm={() => (confirming === 'add' ? void add() : erase())}
        onCancel={() => setConfirming(null)}
      >
        {confirming === 'add'
          ? t('administration.manual.confirm_add', {
              count: toSend.rows.length,
              brand: brand?.label ?? '',
              distributor: distributor?.label ?? '',
            })
          : selected.size
            ? t('administration.manual.confirm_erase_selected', { count: selected.size })
            : t('administration.manual.confirm_erase', { count: rows.length })}
      </ConfirmModal>
    </Page>
  );
}
