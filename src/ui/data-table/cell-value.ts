import type { TFunction } from 'i18next';
import { toDisplayDate } from '../../../domain/dates';
import { minutesToTime } from '../../../domain/time-input';
import type { CellValue, TableColumn } from './types';

/** The column's value of a row: its computed value, else its field. */
export function cellValue<T>(column: TableColumn<T>, row: T): CellValue {
  if (column.value) return column.value(row);
  return column.field ? (row[column.field] as CellValue) : undefined;
}

function optionLabel<T>(column: TableColumn<T>, value: CellValue): string | undefined {
  return column.options?.find((o) => o.value === value || String(o.value) === String(value))?.label;
}

/** A value as the table shows it: option labels, DD.MM.YYYY dates, 2-decimal money, HH:MM times. */
export function formatValue<T>(column: TableColumn<T>, value: CellValue, t: TFunction): string {
  if (value === null || value === undefined || value === '') return '';
  const label = optionLabel(column, value);
  if (label !== undefined) return t(label);
  switch (column.format) {
    case 'date':
      return toDisplayDate(String(value)) || String(value);
    case 'money':
      return typeof value === 'number' ? value.toFixed(2) : String(value);
    case 'time':
      return typeof value === 'number' ? minutesToTime(value) : String(value);
    case 'boolean':
      return value ? t('Yes') : t('No');
    default:
      return typeof value === 'boolean' ? (value ? t('Yes') : t('No')) : String(value);
  }
}

export function cellText<T>(column: TableColumn<T>, row: T, t: TFunction): string {
  return formatValue(column, cellValue(column, row), t);
}

/**
 * A cell of the Excel file: what the table shows, except that numbers stay numbers (money rounded
 * to cents), so the sheet can sum them.
 */
export function exportCell<T>(
  column: TableColumn<T>,
  row: T,
  t: TFunction,
): string | number | boolean | null {
  const value = column.exportValue ? column.exportValue(row) : cellValue(column, row);
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number' && !column.options && column.format !== 'time') {
    return column.format === 'money' ? Math.round(value * 100) / 100 : value;
  }
  return column.exportValue ? value : formatValue(column, value, t);
}
