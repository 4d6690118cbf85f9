export { DataTable, type DataTableProps } from './DataTable';
export { ROW_STYLES } from './row-styles';
export {
  createQuery,
  clearFilters,
  sortParams,
  withFilter,
  withFilterInput,
  withPage,
  withSort,
} from './query-state';
export { normalizeFilter, type FilterInput } from './filter-rules';
export { pageItems, pagingFor } from './pagination';
export { EXCEL_FAILED } from './use-excel-export';
export { namesSuppliers, withSupplierColumn, type SupplierNamed } from './supplier-column';
export type {
  CellValue,
  DateRange,
  EditSpec,
  ExcelOptions,
  FilterSpec,
  FilterType,
  FilterValue,
  RowEditing,
  RowId,
  ServerRows,
  TableAction,
  TableColumn,
  TableOption,
  TableQuery,
  TableSort,
} from './types';
