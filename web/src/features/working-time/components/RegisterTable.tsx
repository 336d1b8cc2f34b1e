/**
 * A worker's month as the register screens show it (§2): days newest first, all on one page, each
 * expanding to its entries with start and end (an open end shows the ellipsis), the day's total
 * (an open entry counted up to now). Deleted entries stay, struck through and marked, out of the
 * totals. With `onEdit`/`onDelete` (the administrator) an entry's start opens its edit and a close
 * icon its delete confirmation. A day the integrity check could not vouch for is marked altered
 * beside its total. On a phone the day total comes right after the day, so it shows
 * without scrolling sideways (the status column, the widest, is left out there).
 */
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/LoadState';
import { useLocale } from '../../../components/use-locale';
import type { MonthRegister, WorkDay, WorkEntry } from '../api';
import { dayText, durationText, liveDaySeconds, liveEntrySeconds, madridTime } from '../register-format';
import { EntryEnd, EntryStatus } from './EntryStatus';
import { DayBroken } from './IntegrityNotice';
import { useNarrow } from './use-narrow';

type Row = { kind: 'day'; key: string; day: WorkDay; entries: Row[] } | { kind: 'entry'; key: string; entry: WorkEntry };

function rowsOf(register: MonthRegister): Row[] {
  return register.days.map((day) => ({
    kind: 'day',
    key: day.date,
    day,
    entries: day.entries.map((entry) => ({ kind: 'entry', key: `entry-${entry.id}`, entry })),
  }));
}

/** Struck through when deleted: still in the record, no longer in the totals. */
const Kept = ({ entry, children }: { entry: WorkEntry; children: ReactNode }) =>
  entry.deleted ? <s className="wtc-deleted">{children}</s> : <>{children}</>;

export function RegisterTable({
  register,
  now,
  header,
  expandAll = false,
  onEdit,
  onDelete,
  loading = false,
}: {
  register: MonthRegister;
  now: Date;
  header?: ReactNode;
  /** Open every day at first (the worker's history); the administrator opens the days they need. */
  expandAll?: boolean;
  onEdit?: (entry: WorkEntry) => void;
  onDelete?: (entry: WorkEntry) => void;
  loading?: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const rows = useMemo(() => rowsOf(register), [register]);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() =>
    expandAll ? new Set(register.days.map((d) => d.date)) : new Set(),
  );
  const expandedRows = rows.filter((r) => expanded.has(r.key));
  const narrow = useNarrow();

  const columns: TableProps.ColumnDefinition<Row>[] = [
    {
      id: 'day',
      header: t('workingTime.columns.day'),
      cell: (row) => (row.kind === 'day' ? <strong>{dayText(row.day.date, locale)}</strong> : ''),
      isRowHeader: true,
    },
    {
      id: 'start',
      header: t('workingTime.columns.start'),
      cell: (row) => {
        if (row.kind === 'day') return '';
        const start = madridTime(row.entry.time_start);
        return (
          <span data-testid={`wtc-entry-${row.entry.id}`}>
            {onEdit && !row.entry.deleted ? (
              <Link
                onFollow={() => onEdit(row.entry)}
                ariaLabel={t('workingTime.admin.edit_entry', { time: start })}
                data-testid={`wtc-edit-${row.entry.id}`}
              >
                {start}
              </Link>
            ) : (
              <Kept entry={row.entry}>{start}</Kept>
            )}
          </span>
        );
      },
    },
    {
      id: 'end',
      header: t('workingTime.columns.end'),
      cell: (row) =>
        row.kind === 'day' ? (
          ''
        ) : (
          <Kept entry={row.entry}>
            <EntryEnd entry={row.entry} />
          </Kept>
        ),
    },
    {
      id: 'time',
      header: t('workingTime.columns.time'),
      cell: (row) =>
        row.kind === 'day' ? (
          <>
            <strong data-testid={`wtc-day-total-${row.day.date}`}>
              {durationText(t, liveDaySeconds(row.day, register.now, now))}
            </strong>
            {row.day.broken ? (
              <span data-testid={`wtc-day-broken-${row.day.date}`}>
                {' '}
                <DayBroken />
              </span>
            ) : null}
          </>
        ) : (
          <Kept entry={row.entry}>{durationText(t, liveEntrySeconds(row.entry, now))}</Kept>
        ),
    },
    {
      id: 'status',
      header: t('workingTime.columns.status'),
      cell: (row) =>
        row.kind === 'day' ? t('workingTime.entries_count', { count: row.entries.length }) : <EntryStatus entry={row.entry} />,
    },
  ];
  if (narrow) {
    // Day, its total, then start and end: the figure that matters first on a 390 px screen.
    const time = columns.findIndex((c) => c.id === 'time');
    columns.splice(1, 0, ...columns.splice(time, 1));
    columns.splice(
      columns.findIndex((c) => c.id === 'status'),
      1,
    );
  }
  if (onDelete)
    columns.push({
      id: 'actions',
      header: <span className="visually-hidden">{t('workingTime.columns.actions')}</span>,
      cell: (row) =>
        row.kind === 'entry' && !row.entry.deleted ? (
          <Button
            variant="icon"
            iconName="close"
            ariaLabel={t('workingTime.admin.delete_entry', { time: madridTime(row.entry.time_start) })}
            onClick={() => onDelete(row.entry)}
            data-testid={`wtc-delete-${row.entry.id}`}
          />
        ) : null,
    });

  return (
    <Table<Row>
      data-testid="wtc-register"
      variant="container"
      header={header ?? <Header variant="h2">{t('workingTime.days')}</Header>}
      items={rows}
      trackBy="key"
      columnDefinitions={columns}
      loading={loading}
      loadingText={t('app.loading')}
      wrapLines
      expandableRows={{
        getItemChildren: (row) => (row.kind === 'day' ? row.entries : []),
        isItemExpandable: (row) => row.kind === 'day',
        expandedItems: expandedRows,
        onExpandableItemToggle: ({ detail }) =>
          setExpanded((current) => {
            const next = new Set(current);
            if (detail.expanded) next.add(detail.item.key);
            else next.delete(detail.item.key);
            return next;
          }),
      }}
      empty={<EmptyState text={t('workingTime.no_entries_month')} />}
    />
  );
}
