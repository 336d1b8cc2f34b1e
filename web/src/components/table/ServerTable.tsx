/**
 * The one server-paged table: the rows, sort and paging of a `useServerTable` model, its header
 * with the count, "rows per page", and the empty, loading and failed states (with a retry).
 * A screen adds its title, actions and filter inputs (./filters.tsx). With `preferences` the user
 * chooses the columns shown, their order and line wrapping (kept per table, ./column-preferences.ts);
 * a table wider than its box says which way more columns lie (./side-scroll.ts).
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Icon from '@cloudscape-design/components/icon';
import Pagination from '@cloudscape-design/components/pagination';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import { useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '../../../../shared/api/datatable';
import { EmptyState } from '../LoadState';
import { ColumnPreferences, useColumnPrefs, type ColumnPrefsOptions } from './ColumnPreferences';
import { useSideScroll } from './side-scroll';
import type { RowOf, ServerTableModel, TableRoute } from './use-server-table';

type PassedOn<Row> = Pick<
  TableProps<Row>,
  | 'trackBy'
  | 'onRowClick'
  | 'ariaLabels'
  | 'filter'
  | 'variant'
  | 'wrapLines'
  | 'selectionType'
  | 'selectedItems'
  | 'onSelectionChange'
  | 'isItemDisabled'
>;

export interface ServerTableProps<K extends TableRoute> extends PassedOn<RowOf<K>> {
  table: ServerTableModel<K>;
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** h1 when the table is the page's heading. */
  headingVariant?: 'h1' | 'h2';
  /** Shows a refresh button; also called when it is pressed (to refresh what sits beside the table). */
  onRefresh?: () => void;
  /** The empty text with no filter applied (default table.empty). */
  emptyText?: string;
  /** Lets the user choose the columns shown (and keeps the choice per table): which start hidden, which cannot be. */
  preferences?: ColumnPrefsOptions;
  'data-testid'?: string;
}

const SIZE_OPTIONS = PAGE_SIZES.map((n) => ({ value: String(n), label: String(n) }));

export function ServerTable<K extends TableRoute>({
  table,
  title,
  description,
  actions,
  headingVariant = 'h2',
  onRefresh,
  emptyText,
  preferences,
  variant = 'container',
  wrapLines,
  ...rest
}: ServerTableProps<K>) {
  const { t, i18n } = useTranslation();
  const sizeLabel = useId();
  const { result, state } = table;
  const prefs = useColumnPrefs(table.route, table.columns, preferences);
  const box = useRef<HTMLDivElement>(null);
  const sideways = useSideScroll(box, `${JSON.stringify(prefs.value)}|${table.items.length}|${result.isPending}`);
  const stoppedAfter = result.data?.meta.stopped_after;
  const retry = () => void result.refetch();
  const refresh = onRefresh ? (
    <Button
      iconName="refresh"
      loading={result.isFetching && !result.isPending}
      onClick={() => {
        retry();
        onRefresh();
      }}
      data-testid="table-refresh"
    >
      {t('table.refresh')}
    </Button>
  ) : null;

  return (
    <div ref={box} data-side-scroll={sideways.right ? 'right' : sideways.left ? 'left' : 'none'}>
      <Table<RowOf<K>>
        {...rest}
        variant={variant}
        wrapLines={prefs.value ? prefs.value.wrapLines : wrapLines}
        columnDisplay={prefs.value?.contentDisplay}
        stickyColumns={prefs.value ? { first: prefs.value.stickyFirst } : undefined}
        preferences={prefs.value ? <ColumnPreferences prefs={prefs} /> : undefined}
        items={table.items}
        columnDefinitions={table.columns as TableProps.ColumnDefinition<RowOf<K>>[]}
        loading={result.isPending}
        // While another page, sort or filter loads, the previous rows stay on screen: this tells
        // whoever reads the rows (the browser tests) whether they are the current query's yet.
        data-fetching={result.isFetching ? 'true' : 'false'}
        loadingText={t('app.loading')}
        // In the server's default order no column is the sorted one (an unsortable column's undefined
        // sortingField would otherwise match the undefined sort and show the arrow).
        sortingColumn={
          state.sortBy === undefined
            ? undefined
            : (table.columns.find((c) => c.sortingField === state.sortBy) as TableProps.SortingColumn<RowOf<K>>)
        }
        sortingDescending={state.sortDesc}
        onSortingChange={({ detail }) => table.setSort(detail.sortingColumn.sortingField, detail.isDescending ?? false)}
        header={
          <SpaceBetween size="s">
            <Header
              variant={headingVariant}
              counter={table.paging?.counter}
              description={description}
              actions={
                refresh || actions ? (
                  <SpaceBetween direction="horizontal" size="xs">
                    {refresh}
                    {actions}
                  </SpaceBetween>
                ) : undefined
              }
            >
              {title}
            </Header>
            {sideways.right || sideways.left ? (
              <Box variant="small" color="text-status-info" data-testid="table-scrolls-sideways">
                <SpaceBetween direction="horizontal" size="xxs" alignItems="center">
                  <Icon name={sideways.right ? 'arrow-right' : 'arrow-left'} size="small" />
                  <span>
                    {sideways.right
                      ? t(prefs.value ? 'table.more_columns_right_prefs' : 'table.more_columns_right')
                      : t('table.more_columns_left')}
                  </span>
                </SpaceBetween>
              </Box>
            ) : null}
            {stoppedAfter ? (
              <Alert type="info" data-testid="table-search-stopped">
                {t('table.search_stopped', { rows: stoppedAfter.toLocaleString(i18n.language) })}
              </Alert>
            ) : null}
          </SpaceBetween>
        }
        empty={
          result.isError ? (
            <EmptyState
              text={t('table.load_failed')}
              action={
                <Button onClick={retry} data-testid="table-retry">
                  {t('app.retry')}
                </Button>
              }
            />
          ) : (
            <EmptyState text={table.filtering ? t('table.no_match') : (emptyText ?? t('table.empty'))} />
          )
        }
        pagination={
          <SpaceBetween direction="horizontal" size="m" alignItems="center">
            <SpaceBetween direction="horizontal" size="xs" alignItems="center">
              <Box variant="span" color="text-body-secondary" id={sizeLabel}>
                {t('table.rows_per_page')}
              </Box>
              <Select
                selectedOption={SIZE_OPTIONS.find((o) => o.value === String(state.perPage)) ?? SIZE_OPTIONS[0]!}
                options={SIZE_OPTIONS}
                onChange={({ detail }) => table.setPerPage(Number(detail.selectedOption.value))}
                ariaLabelledby={sizeLabel}
                data-testid="rows-per-page"
              />
            </SpaceBetween>
            <Pagination
              currentPageIndex={state.page}
              pagesCount={table.paging?.pagesCount ?? state.page}
              openEnd={table.paging?.openEnd}
              onChange={({ detail }) => table.setPage(detail.currentPageIndex)}
              disabled={result.isPending}
            />
          </SpaceBetween>
        }
      />
    </div>
  );
}
