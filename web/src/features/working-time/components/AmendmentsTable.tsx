/**
 * The trace of every change the administration made to a month of the register:
 * who, when, why, the values before and after, and whether the worker has acknowledged it. The
 * worker acknowledges here (one or all); the administrator and the inspection read it.
 */
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import type { Amendment, MonthRegister, WorkEntry } from '../api';
import { madridDateTime, rangeText } from '../register-format';

export interface TraceRow {
  entry: WorkEntry;
  amendment: Amendment;
}

/** The month's amendments, newest first. */
export function traceRows(register: MonthRegister): TraceRow[] {
  return register.days
    .flatMap((d) => d.entries)
    .flatMap((entry) => entry.amendments.map((amendment) => ({ entry, amendment })))
    .sort((a, b) => b.amendment.at.localeCompare(a.amendment.at) || b.amendment.seq - a.amendment.seq);
}

type Translate = (key: string) => string;

function kindLabel(t: Translate, kind: Amendment['kind']): string {
  switch (kind) {
    case 'create':
      return t('workingTime.trace.kinds.create');
    case 'edit':
      return t('workingTime.trace.kinds.edit');
    case 'delete':
      return t('workingTime.trace.kinds.delete');
  }
}

export function AmendmentsTable({
  register,
  onAcknowledge,
  acknowledging = false,
}: {
  register: MonthRegister;
  /** The worker's own register: acknowledge these amendments (by seq). */
  onAcknowledge?: (seqs: number[]) => void;
  acknowledging?: boolean;
}) {
  const { t } = useTranslation();
  const rows = traceRows(register);
  const pending = rows.filter((r) => r.amendment.acknowledged_at === null).map((r) => r.amendment.seq);
  if (rows.length === 0) return null;
  return (
    <Table<TraceRow>
      data-testid="wtc-trace"
      variant="container"
      wrapLines
      header={
        <Header
          variant="h2"
          counter={`(${rows.length})`}
          description={t('workingTime.trace.description')}
          actions={
            onAcknowledge && pending.length > 0 ? (
              <Button onClick={() => onAcknowledge(pending)} loading={acknowledging} data-testid="wtc-acknowledge-all">
                {t('workingTime.trace.acknowledge_all', { count: pending.length })}
              </Button>
            ) : undefined
          }
        >
          {t('workingTime.trace.title')}
        </Header>
      }
      items={rows}
      trackBy={(row) => String(row.amendment.seq)}
      columnDefinitions={[
        {
          id: 'at',
          header: t('workingTime.trace.at'),
          cell: (r) => madridDateTime(r.amendment.at),
          isRowHeader: true,
          width: 180,
        },
        { id: 'author', header: t('workingTime.trace.author'), cell: (r) => r.amendment.author.name },
        { id: 'kind', header: t('workingTime.trace.kind'), cell: (r) => kindLabel(t, r.amendment.kind) },
        { id: 'before', header: t('workingTime.trace.before'), cell: (r) => rangeText(r.amendment.before) || '—' },
        { id: 'after', header: t('workingTime.trace.after'), cell: (r) => rangeText(r.amendment.after) || '—' },
        { id: 'reason', header: t('workingTime.trace.reason'), cell: (r) => r.amendment.reason },
        {
          id: 'acknowledged',
          header: t('workingTime.trace.acknowledged'),
          width: 230,
          cell: (r) =>
            r.amendment.acknowledged_at ? (
              <StatusIndicator type="success">{madridDateTime(r.amendment.acknowledged_at)}</StatusIndicator>
            ) : onAcknowledge ? (
              <Button
                variant="inline-link"
                onClick={() => onAcknowledge([r.amendment.seq])}
                disabled={acknowledging}
                data-testid={`wtc-acknowledge-${r.amendment.seq}`}
              >
                {t('workingTime.trace.acknowledge')}
              </Button>
            ) : (
              <StatusIndicator type="pending">{t('workingTime.trace.pending')}</StatusIndicator>
            ),
        },
      ]}
    />
  );
}
