import type { ReactNode } from 'react';
import type { PagingInfo } from '../../../contract/common';

/** The value of a row's id field: what selection and inline editing key rows by. */
export type RowId = string | number;
export type CellValue = string | number | boolean | null | undefined;

/** The spec's filter types (01-platform "Data tables"), plus the number filter of section 5. */
export type FilterType =
  | 'none'
  | 'text'
  | 'text-number'
  | 'select'
  | 'multi-select'
  | 'date-range'
  | 'year'
  | 'date'
  | 'optional-date-range'
  | 'multi-select-number'
  | 'number';

/** The spec's Option: an English label (shown translated) and its value. */
export interface TableOption {
  label: string;
  value: string | number;
}

/** API dates (YYYY-MM-DD); an optional range may leave one end open. */
export interface DateRange {
  from: string | null;
  to: string | null;
}

/** An applied filter value; a filter without a value is absent from the query. */
export type FilterValue = string | number | boolean | readonly string[] | readonly number[] | DateRange;
export type Filters = Readonly<Record<string, FilterValue>>;

export type SortDirection = 'asc' | 'desc';
/** `field` is already lower-cased, as the server expects it ('guestname'). */
export interface TableSort {
  field: string;
  direction: SortDirection;
}

export interface TableQuery {
  page: number;
  sort: TableSort | null;
  filters: Filters;
}

export interface FilterSpec<T> {
  type: FilterType;
  /** Query key of the filter; defaults to the column id. */
  key?: string;
  /** Choices of select and multi-select filters; defaults to the column's options. */
  options?: readonly TableOption[];
  /** Year selector choices; defaults to the ten years around the current one. */
  years?: readonly number[];
  /** Step of the number filter. */
  step?: number;
  /** Client-side tables only: a match other than the type's default one. */
  match?: (row: T, value: FilterValue) => boolean;
}

export type EditSpec =
  | { type: 'text' | 'checkbox' | 'date' }
  | { type: 'number'; min?: number; max?: number; step?: number }
  | { type: 'select'; options?: readonly TableOption[] }
  /** Times show as HH:MM; `minutes` stores them as minutes of the day. */
  | { type: 'time'; valueAs?: 'text' | 'minutes' };

export type CellFormat = 'text' | 'number' | 'money' | 'date' | 'time' | 'boolean';
/** Where a column's value goes on a phone card. */
export type CardRole = 'title' | 'subtitle' | 'detail' | 'hidden';

export interface TableColumn<T> {
  /** Unique; also the default sort key and filter key. */
  id: string;
  /** English header; shown translated. */
  header: string;
  /**
   * A header over consecutive columns (the commissions' 'Publish rate' over per adult, child, trip):
   * the table shows it above theirs; cards, filters and Excel say 'group: header'.
   */
  group?: string;
  /** The row field the column shows and inline editing writes. */
  field?: keyof T & string;
  /** A computed value instead of `field` (display, client-side sort and filter, export). */
  value?: (row: T) => CellValue;
  format?: CellFormat;
  /** Value labels (statuses…): shown instead of the raw value; also select filter and editor choices. */
  options?: readonly TableOption[];
  /** A custom cell (links, badges); export and sorting still use the value. */
  render?: (row: T) => ReactNode;
  sortable?: boolean;
  /** Sort value sent to the server, when it differs from the id; lower-cased anyway. */
  sortKey?: string;
  filter?: FilterSpec<T>;
  /** Inline editing of `field`. */
  edit?: EditSpec;
  card?: CardRole;
  /** Adds the column to the sums row: the total of its values, or a screen's own figure. */
  sum?: true | ((rows: readonly T[]) => number);
  /** false leaves the column out of the Excel file. */
  exported?: boolean;
  /**
   * Only in the Excel file, never on screen (the tours' code, which the table shows under the name):
   * no cell, card field, filter or sort.
   */
  exportOnly?: boolean;
  exportValue?: (row: T) => CellValue;
  /** Desktop width in pixels (the table has a fixed layout, so virtual rows do not shift columns). */
  width?: number;
  align?: 'start' | 'end' | 'center';
  /**
   * Keeps the column in view while a wide table scrolls sideways: 'start' columns at the left edge
   * (a row's identity), 'end' ones at the right (its actions). Tables only; cards show every field.
   */
  pin?: 'start' | 'end';
}

export interface ServerRows<T> {
  /** The current page as the server answered it. */
  rows: readonly T[];
  paging: PagingInfo | null;
  /** Every row of a query, all pages (Excel export). Throws or rejects on failure. */
  fetchAll: (query: TableQuery) => Promise<readonly T[]>;
  loading?: boolean;
}

export interface RowEditing<T> {
  /** Resolves true (or nothing) once saved; false or a throw keeps the row in edit mode. */
  onSave: (row: T, changes: Partial<T>) => Promise<boolean | void>;
  /** A reason (English, shown translated) bars the row from editing. */
  barredReason?: (row: T) => string | null | undefined;
  /** A message (English, shown translated) blocks saving with an alert. */
  editError?: (row: T, next: T) => string | null | undefined;
}

export interface TableAction {
  id: string;
  /** English label; shown translated. */
  label: string;
  icon: string;
  onClick: (selection: readonly RowId[]) => void | Promise<void>;
  disabled?: boolean;
}

export interface ExcelOptions {
  /** The spec's names: bookings.xlsx, timeslots.xls…; empty means 'download'. */
  fileName?: string;
  /** Sheet title; defaults to the table's title. */
  title?: string;
}
