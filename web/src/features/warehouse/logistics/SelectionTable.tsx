/**
 * A logistics list (spec §2, §9): every row at once (no paging), select boxes, sortable columns,
 * a text filter over what the rows show, the count of selected rows, and the loading, empty and
 * failed states. The selection is the screen's (manual entry adds to it).
 */
import Header from '@cloudscape-design/components/header';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useCollection } from '@cloudscape-design/collection-hooks';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadFailed } from '../../../components/LoadState';

export interface SelectionColumn<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The row's value the column sorts by. */
  sortingField?: keyof T & string;
  sortingComparator?: (a: T, b: T) => number;
}

export function SelectionTable<T extends object>({
  query,
  columns,
  trackBy,
  selected,
  onSelectionChange,
  filterText,
  title,
  actions,
  footer,
  onRowClick,
  selectionType = 'multi',
  testId,
}: {
  query: UseQueryResult<T[]>;
  columns: SelectionColumn<T>[];
  trackBy: keyof T & string;
  selected: T[];
  onSelectionChange: (rows: T[]) => void;
  /** What the text filter matches a row by. */
  filterText: (row: T) => string;
  title: string;
  actions?: ReactNode;
  footer?: ReactNode;
  onRowClick?: (row: T) => void;
  selectionType?: 'multi' | 'single';
  testId: string;
}) {
  const { t } = useTranslation();
  const { items, collectionProps, filterProps, filteredItemsCount } = useCollection(query.data ?? [], {
    filtering: {
      filteringFunction: (row, text) => filterText(row).toLowerCase().includes(text.trim().toLowerCase()),
      noMatch: <EmptyState text={t('warehouse.no_match')} />,
      empty: <EmptyState />,
    },
    sorting: {},
  });
  if (query.isError) return <LoadFailed onRetry={() => void query.refetch()} message={t('warehouse.load_failed')} />;
  const definitions: TableProps.ColumnDefinition<T>[] = columns.map((c) => ({
    id: c.id,
    header: c.header,
    cell: c.cell,
    sortingField: c.sortingField,
    sortingComparator: c.sortingComparator,
  }));
  const total = query.data?.length ?? 0;
  return (
    <div data-testid={testId}>
      <Table<T>
        {...collectionProps}
        variant="container"
        stickyHeader
        // Tablets are 1024 px wide: long cells (a consignment's outs) wrap rather than push columns off screen.
        wrapLines
        items={items}
        trackBy={trackBy}
        selectionType={selectionType}
        selectedItems={selected}
        onSelectionChange={({ detail }) => onSelectionChange(detail.selectedItems)}
        onRowClick={onRowClick ? ({ detail }) => onRowClick(detail.item) : undefined}
        columnDefinitions={definitions}
        loading={query.isPending}
        loadingText={t('app.loading')}
        ariaLabels={{
          selectionGroupLabel: t('warehouse.selection.group'),
          allItemsSelectionLabel: () => t('warehouse.selection.all'),
          itemSelectionLabel: (_, row) => t('warehouse.selection.row', { row: filterText(row).split(' ')[0] }),
        }}
        header={
          <Header
            counter={
              query.data
                ? selected.length
                  ? `(${t('warehouse.selection.count', { selected: selected.length, total })})`
                  : `(${total})`
                : undefined
            }
            actions={actions}
          >
            {title}
          </Header>
        }
        filter={
          <TextFilter
            {...filterProps}
            filteringPlaceholder={t('warehouse.filter')}
            filteringAriaLabel={t('warehouse.filter')}
            countText={filterProps.filteringText ? t('warehouse.matches', { count: filteredItemsCount ?? 0 }) : undefined}
          />
        }
        footer={footer}
      />
    </div>
  );
}
