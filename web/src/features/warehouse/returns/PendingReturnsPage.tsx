/**
 * /warehouse/returns/pending (role 27; spec §2): the pending return lines grouped by laboratory
 * (one table per laboratory, rows selectable, no paging), a laboratory filter with "all", and new
 * row, export (returns_MM_YYYY.xlsx, one sheet per laboratory), process (the selection of one
 * laboratory becomes a tracking batch, after a confirmation) and refresh. Each line can be
 * corrected (the new-row dialog, filled) or deleted (after a confirmation naming it).
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { defectName, type PendingReturn } from '../../../../../shared/warehouse/returns';
import { useLocale } from '../../../components/use-locale';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { EmptyState, LoadFailed } from '../../../components/LoadState';
import { Page } from '../../../components/Page';
import { paths, withParam } from '../../../config/paths';
import { alerts } from '../../../lib/alerts';
import { download } from '../../../lib/download';
import { formatDate } from '../../../lib/format';
import { useReturnsFrame } from '../components/nav';
import { useDeleteReturn, usePendingReturns, useProcessReturns } from './api';
import { ReturnLineModal } from './ReturnLineModal';
import { groupByLaboratory, processTarget } from './return-form';
import { useExport } from '../../../lib/use-export';

const ALL = '';

export default function PendingReturnsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const title = t('warehouse.screens.returns_pending');
  useReturnsFrame([{ text: title, href: paths.warehouseReturnsPending }]);
  const pending = usePendingReturns();
  const process = useProcessReturns();
  const [laboratory, setLaboratory] = useState(ALL);
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<number>>(new Set());
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<PendingReturn | null>(null);
  const [deleting, setDeleting] = useState<PendingReturn | null>(null);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteReturn();

  const groups = useMemo(() => groupByLaboratory(pending.data ?? []), [pending.data]);
  const shown = laboratory === ALL ? groups : groups.filter((g) => String(g.party.id) === laboratory);
  const selected = (pending.data ?? []).filter((l) => selectedIds.has(l.id));
  const target = processTarget(selected);
  const labName = (party: { id: number; name: string }) => (party.id === -1 ? t('warehouse.returns.no_laboratory') : party.name);
  const options = [
    { value: ALL, label: t('warehouse.returns.all_laboratories') },
    ...groups.map((g) => ({ value: String(g.party.id), label: labName(g.party) })),
  ];

  const exporting = useExport(() => {
    const party = laboratory === ALL ? undefined : Number(laboratory);
    return download('warehouse.returns.export', { query: party === undefined ? {} : { party } });
  });
  const runProcess = () => {
    if (target.kind !== 'one') return;
    process.mutate(
      { party: target.party.id, returns: target.returns },
      {
        onSuccess: (tracking) => {
          setConfirming(false);
          setSelectedIds(new Set());
          alerts.add({ type: 'success', msg: t('warehouse.returns.processed', { id: tracking.id }) });
          navigate(withParam(paths.warehouseReturnsTrackingShow, tracking.id));
        },
        onError: () => setConfirming(false),
      },
    );
  };
  const runDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        const next = new Set(selectedIds);
        next.delete(deleting.id);
        setSelectedIds(next);
        alerts.add({ type: 'success', msg: t('warehouse.returns.deleted') });
      },
      onSettled: () => setDeleting(null),
    });
  };
  const cnOf = (l: PendingReturn) => l.product.national_code ?? l.product.code;
  const toggleGroup = (lines: readonly PendingReturn[], chosen: readonly PendingReturn[]) => {
    const next = new Set(selectedIds);
    for (const l of lines) next.delete(l.id);
    for (const l of chosen) next.add(l.id);
    setSelectedIds(next);
  };

  return (
    <Page
      title={title}
      actions={
        <SpaceBetween direction="horizontal" size="xs">
          <Button
            iconName="refresh"
            onClick={() => void pending.refetch()}
            loading={pending.isRefetching}
            data-testid="returns-refresh"
          >
            {t('warehouse.refresh')}
          </Button>
          <Button
            iconName="download"
            onClick={exporting.run}
            loading={exporting.busy}
            disabled={!groups.length}
            data-testid="returns-export"
          >
            {t('warehouse.returns.export')}
          </Button>
          <Button onClick={() => setConfirming(true)} disabled={target.kind !== 'one'} data-testid="returns-process">
            {t('warehouse.returns.process')}
          </Button>
          <Button variant="primary" iconName="add-plus" onClick={() => setCreating(true)} data-testid="returns-new">
            {t('warehouse.returns.new')}
          </Button>
        </SpaceBetween>
      }
    >
      <FormField label={t('warehouse.returns.laboratory_filter')} controlId="returns-laboratory">
        <Select
          controlId="returns-laboratory"
          selectedOption={options.find((o) => o.value === laboratory) ?? options[0]!}
          options={options}
          filteringType="auto"
          onChange={({ detail }) => setLaboratory(detail.selectedOption.value ?? ALL)}
          data-testid="returns-laboratory"
        />
      </FormField>
      {target.kind === 'several' ? (
        <Alert type="warning" data-testid="returns-several">
          {t('warehouse.returns.one_laboratory')}
        </Alert>
      ) : target.kind === 'no_laboratory' ? (
        <Alert type="warning">{t('warehouse.returns.needs_laboratory')}</Alert>
      ) : null}
      {pending.isError ? (
        <LoadFailed onRetry={() => void pending.refetch()} />
      ) : pending.isPending ? (
        <Table items={[]} columnDefinitions={[]} loading loadingText={t('app.loading')} />
      ) : shown.length === 0 ? (
        <Box data-testid="returns-empty">
          <Alert type="warning">{t('errors.empty')}</Alert>
        </Box>
      ) : (
        <SpaceBetween size="l">
          {shown.map((group) => (
            <Table<PendingReturn>
              key={group.party.id}
              data-testid={`returns-group-${group.party.id}`}
              header={
                <Header variant="h2" counter={`(${group.lines.length})`}>
                  {labName(group.party)}
                </Header>
              }
              items={group.lines}
              trackBy="id"
              selectionType="multi"
              // Correct and delete stay in view when the table scrolls sideways (a laptop, a phone).
              stickyColumns={{ first: 0, last: 1 }}
              selectedItems={group.lines.filter((l) => selectedIds.has(l.id))}
              onSelectionChange={({ detail }) => toggleGroup(group.lines, detail.selectedItems)}
              ariaLabels={{
                selectionGroupLabel: t('warehouse.returns.selection'),
                allItemsSelectionLabel: () => t('warehouse.returns.select_all', { laboratory: labName(group.party) }),
                itemSelectionLabel: (_, l) => t('warehouse.returns.select_line', { cn: cnOf(l) }),
              }}
              columnDefinitions={[
                { id: 'cn', header: t('warehouse.returns.fields.cn'), cell: cnOf },
                { id: 'barcode', header: t('warehouse.returns.fields.barcode'), cell: (l) => l.product.ean13.join(', ') },
                { id: 'product', header: t('warehouse.returns.fields.product'), cell: (l) => l.product.description },
                { id: 'quantity', header: t('warehouse.returns.fields.quantity'), cell: (l) => l.quantity },
                { id: 'lot', header: t('warehouse.returns.fields.lot'), cell: (l) => l.lot ?? '' },
                { id: 'defect', header: t('warehouse.returns.fields.defect'), cell: (l) => defectName(l.defect, locale) },
                { id: 'expires_at', header: t('warehouse.returns.fields.expires_at'), cell: (l) => formatDate(l.expires_at) },
                {
                  id: 'actions',
                  header: t('warehouse.returns.actions'),
                  cell: (l) => (
                    <SpaceBetween direction="horizontal" size="xxs">
                      <Button
                        variant="inline-icon"
                        iconName="edit"
                        ariaLabel={t('warehouse.returns.edit_line', { cn: cnOf(l) })}
                        onClick={() => setEditing(l)}
                        data-testid={`returns-edit-${l.id}`}
                      />
                      <Button
                        variant="inline-icon"
                        iconName="remove"
                        ariaLabel={t('warehouse.returns.delete_line', { cn: cnOf(l) })}
                        onClick={() => setDeleting(l)}
                        data-testid={`returns-delete-${l.id}`}
                      />
                    </SpaceBetween>
                  ),
                },
              ]}
              empty={<EmptyState />}
            />
          ))}
        </SpaceBetween>
      )}
      {creating ? <ReturnLineModal onClose={() => setCreating(false)} /> : null}
      {editing ? <ReturnLineModal key={editing.id} line={editing} onClose={() => setEditing(null)} /> : null}
      {/* Mounted only while asked: one confirmation in the page at a time. */}
      {deleting ? (
        <ConfirmModal
          visible
          title={t('warehouse.returns.delete_title')}
          confirmLabel={t('warehouse.returns.delete')}
          loading={remove.isPending}
          onConfirm={runDelete}
          onCancel={() => setDeleting(null)}
        >
          {t('warehouse.returns.delete_confirm', {
            cn: cnOf(deleting),
            product: deleting.product.description,
            quantity: deleting.quantity,
          })}
        </ConfirmModal>
      ) : null}
      <ConfirmModal
        visible={confirming}
        title={t('warehouse.returns.process_title')}
        confirmLabel={t('warehouse.returns.process')}
        loading={process.isPending}
        onConfirm={runProcess}
        onCancel={() => setConfirming(false)}
      >
        {target.kind === 'one'
          ? t('warehouse.returns.process_confirm', { count: target.returns.length, laboratory: target.party.name })
          : null}
      </ConfirmModal>
    </Page>
  );
}
