/** Server-paged tables: the hook, the component and the filter inputs (docs/architecture.md "Adding a table screen"). */
export { DateFilter, MonthFilter, SelectFilter, TextFilter } from './filters';
export { ServerTable, type ServerTableProps } from './ServerTable';
export type { ColumnPrefsOptions } from './ColumnPreferences';
export { FILTER_DEBOUNCE_MS } from './table-state';
export {
  useServerTable,
  type RowOf,
  type SearchOf,
  type ServerColumn,
  type ServerTableModel,
  type SortOf,
  type TableRoute,
} from './use-server-table';
