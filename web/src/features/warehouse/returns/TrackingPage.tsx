/**
 * /warehouse/returns/trackings/show/:id (role 27; spec §2, §4): a tracking batch: global status,
 * resolution and refunded selectors applied to every line, the lines with their own status,
 * resolution and refunded (the last two hidden while the batch is in status 1), comments and
 * history (with counts), save, export and refresh. Saving follows §4 (./tracking-save.ts): in place
 * when the lines share a status, else a split (after a confirmation) through the returns-split
 * workflow, whose new batch is linked from the success message. A rule broken answers before
 * anything is sent; the server's 422 (the rule named) and 409 (changed meanwhile) are shown too.
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { defectName, type TrackingLine, type TrackingOption, type TrackingView } from '../../../../../shared/warehouse/returns';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { LoadFailed, Loading } from '../../../components/LoadState';
import { useDocumentTitle } from '../../../components/Page';
import { useLocale } from '../../../components/use-locale';
import { paths, withParam } from '../../../config/paths';
import { alerts } from '../../../lib/alerts';
import { download } from '../../../lib/download';
import { ApiError } from '../../../lib/http';
import { formatDate } from '../../../lib/format';
import { useReturnsFrame } from '../components/nav';
import { useSaveTracking, useSplitTracking, useTracking, useTrackingResolutions, useTrackingStatuses } from './api';
import { TrackingComments, TrackingHistory } from './TrackingNotes';
import { applyToAll, planSave, STATUS_INITIAL, type EditedLine, type SavePlan, type SaveRule } from './tracking-save';
import { useExport } from '../../../lib/use-export';

export default function TrackingPage() {
  const { t } = useTranslation();
  const raw = useParams().id ?? '';
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : 0;
  const tracking = useTracking(id);
  const statuses = useTrackingStatuses();
  const resolutions = useTrackingResolutions();
  const navigate = useNavigate();
  // The split's notice lives here, not in the editor: the editor starts afresh on every new version.
  const [split, setSplit] = useState<{ from: number; clone: number } | null>(null);
  const title = t('warehouse.returns.tracking_title', { id: raw });
  useDocumentTitle(title);
  useReturnsFrame([
    { text: t('warehouse.screens.returns_tracking'), href: paths.warehouseReturnsTracking },
    { text: title, href: withParam(paths.warehouseReturnsTrackingShow, raw) },
  ]);
  if (id === 0 || (tracking.error instanceof ApiError && tracking.error.status === 404))
    return (
      <Alert type="error" data-testid="tracking-not-found">
        {t('warehouse.returns.tracking_not_found')}{' '}
        <Link href={paths.warehouseReturnsTracking}>{t('warehouse.returns.back_to_board')}</Link>
      </Alert>
    );
  if (tracking.isError || statuses.isError || resolutions.isError)
    return (
      <LoadFailed
        onRetry={() => {
          void tracking.refetch();
          void statuses.refetch();
          void resolutions.refetch();
        }}
      />
    );
  if (tracking.isPending || statuses.isPending || resolutions.isPending) return <Loading />;
  const cloneId = split?.from === id ? split.clone : null;
  return (
    <SpaceBetween size="l">
      {cloneId !== null ? (
        <Alert
          type="success"
          dismissible
          onDismiss={() => setSplit(null)}
          data-testid="tracking-split-done"
          action={
            <Button
              onClick={() => navigate(withParam(paths.warehouseReturnsTrackingShow, cloneId))}
              data-testid="tracking-open-clone"
            >
              {t('warehouse.returns.open_clone', { id: cloneId })}
            </Button>
          }
        >
          {t('warehouse.returns.split_done', { id: cloneId })}
        </Alert>
      ) : null}
      <TrackingEditor
        key={`${tracking.data.id}-${tracking.data.version}`}
        tracking={tracking.data}
        statuses={statuses.data}
        resolutions={resolutions.data}
        onRefresh={() => void tracking.refetch()}
        refreshing={tracking.isRefetching}
        onSplit={(clone) => setSplit({ from: id, clone })}
        onSaveStart={() => setSplit(null)}
      />
    </SpaceBetween>
  );
}

const editable = (l: TrackingLine): EditedLine => ({
  id: l.id,
  status_id: l.status_id,
  resolution_id: l.resolution_id,
  refunded: l.refunded,
});

const REFUNDED = ['pending', 'yes', 'no'] as const;
const refundedValue = (key: string): boolean | null => (key === 'yes' ? true : key === 'no' ? false : null);
const refundedKey = (value: boolean | null) => (value === true ? 'yes' : value === false ? 'no' : 'pending');

function TrackingEditor({
  tracking,
  statuses,
  resolutions,
  onRefresh,
  refreshing,
  onSplit,
  onSaveStart,
}: {
  tracking: TrackingView;
  statuses: TrackingOption[];
  resolutions: TrackingOption[];
  onRefresh: () => void;
  refreshing: boolean;
  /** The split is done: the new batch's id. */
  onSplit: (clone: number) => void;
  onSaveStart: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [lines, setLines] = useState(() => tracking.lines_detail.map(editable));
  const [refusal, setRefusal] = useState<{ rule: SaveRule | 'server' | 'conflict'; text?: string; lines: number[] } | null>(null);
  const [confirmSplit, setConfirmSplit] = useState<Extract<SavePlan, { kind: 'split' }> | null>(null);
  const [notes, setNotes] = useState<'comments' | 'history' | null>(null);
  const save = useSaveTracking(tracking.id);
  const split = useSplitTracking(tracking.id);
  const status = tracking.status_id;
  const decided = status !== STATUS_INITIAL;

  const name = (o: TrackingOption) => (locale === 'es' ? o.name_es : o.name_ca);
  const statusOptions: SelectProps.Option[] = statuses.map((s) => ({ value: String(s.id), label: `${s.id}. ${name(s)}` }));
  const resolutionOptions: SelectProps.Option[] = resolutions.map((r) => ({ value: String(r.id), label: name(r) }));
  const refundedOptions: SelectProps.Option[] = REFUNDED.map((k) => ({ value: k, label: t(`warehouse.returns.refunded.${k}`) }));
  const pick = (list: SelectProps.Option[], value: string) => list.find((o) => o.value === value) ?? null;
  const allSame = <K extends keyof EditedLine>(key: K) =>
    lines.length && lines.every((l) => l[key] === lines[0]![key]) ? lines[0]![key] : undefined;
  const edit = (id: number, change: Partial<EditedLine>) => {
    setRefusal(null);
    setLines(lines.map((l) => (l.id === id ? { ...l, ...change } : l)));
  };
  const editAll = (change: Partial<EditedLine>) => {
    setRefusal(null);
    setLines(applyToAll(lines, change));
  };

  const failed = (error: unknown) => {
    if (error instanceof ApiError && error.status === 409) setRefusal({ rule: 'conflict', text: error.message, lines: [] });
    else if (error instanceof ApiError && error.status === 422)
      setRefusal({ rule: 'server', text: Object.values(error.fieldErrors)[0]?.[0] ?? error.message, lines: [] });
  };
  const runSplit = (plan: Extract<SavePlan, { kind: 'split' }>) =>
    split.mutate(
      {
        version: tracking.version,
        current: { status_id: plan.current.status_id, lines: plan.current.lines.map(body) },
        clone: { status_id: plan.clone.status_id, lines: plan.clone.lines.map(body) },
      },
      {
        onSuccess: (job) => {
          setConfirmSplit(null);
          if (job.status === 'done' && job.id !== null) {
            onSplit(job.id);
            onRefresh();
          } else if (job.error === 'conflict') {
            setRefusal({ rule: 'conflict', lines: [] });
          } else {
            alerts.add({ type: 'error', msg: t('warehouse.returns.split_failed') });
          }
        },
        onError: (error) => {
          setConfirmSplit(null);
          failed(error);
        },
      },
    );
  const submit = () => {
    onSaveStart();
    const plan = planSave(status, lines);
    if (plan.kind === 'refused') return setRefusal({ rule: plan.rule, lines: plan.lines });
    if (plan.kind === 'split') return setConfirmSplit(plan);
    save.mutate(
      { version: tracking.version, status_id: plan.status_id, lines: plan.lines.map(body) },
      { onSuccess: () => alerts.add({ type: 'success', msg: t('warehouse.returns.saved') }), onError: failed },
    );
  };
  const exporting = useExport(() => download('warehouse.returns.trackings.export', { params: { id: tracking.id } }));
  const product = (id: number) => tracking.lines_detail.find((l) => l.id === id)!;
  const refusalText = refusal
    ? refusal.rule === 'server' || (refusal.rule === 'conflict' && refusal.text)
      ? (refusal.text ?? '')
      : t(`warehouse.returns.rules.${refusal.rule}`, {
          lines: refusal.lines.map((id) => product(id).product.national_code ?? product(id).product.code).join(', '),
        })
    : '';

  // Separate children of the column layout: one column each.
  const resolutionField = (
    <FormField label={t('warehouse.returns.fields.resolution')}>
      <Select
        selectedOption={pick(resolutionOptions, String(allSame('resolution_id') ?? ''))}
        placeholder={t('warehouse.returns.mixed')}
        options={resolutionOptions}
        onChange={({ detail }) => editAll({ resolution_id: Number(detail.selectedOption.value) })}
        data-testid="tracking-global-resolution"
      />
    </FormField>
  );
  const refundedField = (
    <FormField label={t('warehouse.returns.fields.refunded')}>
      <Select
        selectedOption={(() => {
          const same = allSame('refunded');
          return same === undefined ? null : pick(refundedOptions, refundedKey(same));
        })()}
        placeholder={t('warehouse.returns.mixed')}
        options={refundedOptions}
        onChange={({ detail }) => editAll({ refunded: refundedValue(detail.selectedOption.value ?? '') })}
        data-testid="tracking-global-refunded"
      />
    </FormField>
  );

  return (
    <SpaceBetween size="l">
      <Header
        variant="h1"
        description={`${tracking.party.name} · ${formatDate(tracking.created_at)}`}
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button onClick={() => setNotes('comments')} data-testid="tracking-comments">
              {t('warehouse.returns.comments', { count: tracking.comments.length })}
            </Button>
            <Button onClick={() => setNotes('history')} data-testid="tracking-history">
              {t('warehouse.returns.history', { count: tracking.history.length })}
            </Button>
            <Button iconName="refresh" onClick={onRefresh} loading={refreshing} data-testid="tracking-refresh">
              {t('warehouse.refresh')}
            </Button>
            <Button iconName="download" onClick={exporting.run} loading={exporting.busy} data-testid="tracking-export">
              {t('warehouse.returns.export')}
            </Button>
            <Button variant="primary" onClick={submit} loading={save.isPending || split.isPending} data-testid="tracking-save">
              {t('warehouse.save')}
            </Button>
          </SpaceBetween>
        }
      >
        {t('warehouse.returns.tracking_title', { id: tracking.id })}
      </Header>
      {tracking.split_from ? (
        <Box data-testid="tracking-split-from">
          {t('warehouse.returns.split_from')}{' '}
          <Link href={withParam(paths.warehouseReturnsTrackingShow, tracking.split_from)}>{tracking.split_from}</Link>
        </Box>
      ) : null}
      {refusal ? (
        <Alert type="error" data-testid="tracking-refused" dismissible onDismiss={() => setRefusal(null)}>
          {refusalText}
        </Alert>
      ) : null}
      <Container header={<Header variant="h2">{t('warehouse.returns.whole_batch')}</Header>}>
        <ColumnLayout columns={3}>
          <FormField
            label={t('warehouse.returns.fields.status')}
            description={t('warehouse.returns.current_status', { id: status })}
          >
            <Select
              selectedOption={pick(statusOptions, String(allSame('status_id') ?? ''))}
              placeholder={t('warehouse.returns.mixed')}
              options={statusOptions}
              onChange={({ detail }) => editAll({ status_id: Number(detail.selectedOption.value) })}
              data-testid="tracking-global-status"
            />
          </FormField>
          {decided ? resolutionField : null}
          {decided ? refundedField : null}
        </ColumnLayout>
      </Container>
      <Table<EditedLine>
        wrapLines
        data-testid="tracking-lines"
        header={
          <Header variant="h2" counter={`(${lines.length})`}>
            {t('warehouse.returns.lines')}
          </Header>
        }
        items={lines}
        trackBy="id"
        columnDefinitions={[
          {
            id: 'cn',
            header: t('warehouse.returns.fields.cn'),
            cell: (l) => product(l.id).product.national_code ?? product(l.id).product.code,
          },
          { id: 'product', header: t('warehouse.returns.fields.product'), cell: (l) => product(l.id).product.description },
          { id: 'quantity', header: t('warehouse.returns.fields.quantity'), cell: (l) => product(l.id).quantity },
          { id: 'lot', header: t('warehouse.returns.fields.lot'), cell: (l) => product(l.id).lot ?? '' },
          { id: 'defect', header: t('warehouse.returns.fields.defect'), cell: (l) => defectName(product(l.id).defect, locale) },
          {
            id: 'expires_at',
            header: t('warehouse.returns.fields.expires_at'),
            cell: (l) => formatDate(product(l.id).expires_at),
          },
          {
            id: 'status',
            header: t('warehouse.returns.fields.status'),
            minWidth: 140,
            cell: (l) => (
              <Select
                selectedOption={pick(statusOptions, String(l.status_id))}
                options={statusOptions}
                expandToViewport
                ariaLabel={t('warehouse.returns.line_status', { id: l.id })}
                invalid={refusal?.lines.includes(l.id)}
                onChange={({ detail }) => edit(l.id, { status_id: Number(detail.selectedOption.value) })}
                data-testid={`line-status-${l.id}`}
              />
            ),
          },
          ...(decided
            ? [
                {
                  id: 'resolution',
                  header: t('warehouse.returns.fields.resolution'),
                  minWidth: 170,
                  cell: (l: EditedLine) => (
                    <Select
                      selectedOption={pick(resolutionOptions, String(l.resolution_id))}
                      options={resolutionOptions}
                      expandToViewport
                      ariaLabel={t('warehouse.returns.line_resolution', { id: l.id })}
                      invalid={refusal?.rule === 'final_needs_resolution' && refusal.lines.includes(l.id)}
                      onChange={({ detail }) => edit(l.id, { resolution_id: Number(detail.selectedOption.value) })}
                      data-testid={`line-resolution-${l.id}`}
                    />
                  ),
                },
                {
                  id: 'refunded',
                  header: t('warehouse.returns.fields.refunded'),
                  minWidth: 120,
                  cell: (l: EditedLine) => (
                    <Select
                      selectedOption={pick(refundedOptions, refundedKey(l.refunded))}
                      options={refundedOptions}
                      expandToViewport
                      ariaLabel={t('warehouse.returns.line_refunded', { id: l.id })}
                      invalid={refusal?.rule === 'final_needs_refunded' && refusal.lines.includes(l.id)}
                      onChange={({ detail }) => edit(l.id, { refunded: refundedValue(detail.selectedOption.value ?? '') })}
                      data-testid={`line-refunded-${l.id}`}
                    />
                  ),
                },
              ]
            : []),
        ]}
      />
      <ConfirmModal
        visible={confirmSplit !== null}
        title={t('warehouse.returns.split_title')}
        confirmLabel={t('warehouse.returns.split_confirm')}
        loading={split.isPending}
        onConfirm={() => confirmSplit && runSplit(confirmSplit)}
        onCancel={() => setConfirmSplit(null)}
      >
        {confirmSplit
          ? t('warehouse.returns.split_text', {
              // Each count with its own plural ("1 es queda", "2 passen").
              stay: t('warehouse.returns.split_stay', {
                count: confirmSplit.current.lines.length,
                status: confirmSplit.current.status_id,
              }),
              move: t('warehouse.returns.split_move', {
                count: confirmSplit.clone.lines.length,
                status: confirmSplit.clone.status_id,
              }),
            })
          : null}
      </ConfirmModal>
      {notes === 'comments' ? <TrackingComments tracking={tracking} onClose={() => setNotes(null)} /> : null}
      {notes === 'history' ? <TrackingHistory tracking={tracking} onClose={() => setNotes(null)} /> : null}
    </SpaceBetween>
  );
}

function body(l: EditedLine) {
  return { id: l.id, status_id: l.status_id, resolution_id: l.resolution_id ?? 1, refunded: l.refunded };
}
