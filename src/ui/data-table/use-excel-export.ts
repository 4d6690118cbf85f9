import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { excelTooBig } from '../../../domain/excel-table';
import { downloadExcel, excelColumnsOf, exportedColumns } from './excel-export';
import type { CellValue, ExcelOptions, TableColumn } from './types';

/** The spec's text for any export failure (01-platform section 8). */
export const EXCEL_FAILED = "Couldn't generate excel file";

/** Beyond domain/excel-table.ts's limit, the same on the server: a file that big would stall the tab. */
export const EXCEL_TOO_BIG =
  'The table is too big to export: {{cells}} cells, at most {{max}}. Filter it to fewer rows and try again.';

/** 'Download Excel': every row of the current query, all pages, in the browser. */
export function useExcelExport<T>(
  title: string,
  options: ExcelOptions | undefined,
  columns: readonly TableColumn<T>[],
  loadAll: () => Promise<readonly T[]>,
  showAlert: (message: string) => void,
  sums?: Record<string, CellValue> | null,
): { exporting: boolean; exportExcel: () => Promise<void> } {
  const { t, i18n } = useTranslation();
  const [exporting, setExporting] = useState(false);
  const busy = useRef(false);

  const exportExcel = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setExporting(true);
    const started = performance.now();
    try {
      const rows = await loadAll();
      const tooBig = excelTooBig(rows.length, exportedColumns(columns).length);
      if (tooBig) {
        const number = new Intl.NumberFormat(i18n.language);
        showAlert(t(EXCEL_TOO_BIG, { cells: number.format(tooBig.cells), max: number.format(tooBig.max) }));
        return;
      }
      await downloadExcel(
        t(options?.title ?? title),
        options?.fileName,
        excelColumnsOf(columns, rows, t, sums),
      );
      performance.measure('data-table:excel', { start: started, end: performance.now() });
    } catch {
      showAlert(t(EXCEL_FAILED));
    } finally {
      busy.current = false;
      setExporting(false);
    }
  }, [title, options, columns, loadAll, showAlert, t, i18n, sums]);

  return { exporting, exportExcel };
}
