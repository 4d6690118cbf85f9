// `npx tsx bench/data-table.ts` (after `npx vite build`): the shared data table on /testtablefull
// with its 10,000 generated rows, in Chromium. Goals: first render and a filter change < 100 ms,
// an Excel file of 10,000 rows × 20 columns < 2 s. Figures only; nothing is asserted.
import { pathToFileURL } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { measured, scrollFrames, signIn } from './data-table-page';
import { startBenchServer } from './data-table-server';
import { chromiumLaunchOptions } from '../e2e/support/chromium';

const PORT = Number(process.env.BENCH_PORT || 18_383);
const RUNS = 5;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const summary = (values: number[]) =>
  `median ${median(values).toFixed(1)} ms (min ${Math.min(...values).toFixed(1)}, max ${Math.max(...values).toFixed(1)}, ${values.length} runs)`;

export interface DataTableFigures {
  firstRender: number[];
  firstRenderAllRows: number[];
  filterChange: number[];
  sortChange: number[];
  excel: number[];
  excelToDownload: number[];
  scrollFrameP95: number;
}

async function measure(browser: Browser, url: string): Promise<DataTableFigures> {
  const page = await (
    await browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true })
  ).newPage();
  await signIn(page, url);
  const figures: DataTableFigures = {
    firstRender: [],
    firstRenderAllRows: [],
    filterChange: [],
    sortChange: [],
    excel: [],
    excelToDownload: [],
    scrollFrameP95: 0,
  };
  for (let run = 0; run < RUNS; run++) {
    await page.goto(`${url}/testtablefull`);
    figures.firstRender.push(await measured(page, 'data-table:first-render'));
    await page.getByRole('textbox', { name: 'Guest name' }).fill(run % 2 ? 'anna' : 'smith');
    figures.filterChange.push(await measured(page, 'data-table:query-change'));
    await page.getByRole('button', { name: 'Guest name', exact: true }).click();
    figures.sortChange.push(await measured(page, 'data-table:query-change'));
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await measured(page, 'data-table:query-change');
    const started = Date.now();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Excel' }).click(),
    ]);
    figures.excelToDownload.push(Date.now() - started);
    figures.excel.push(await measured(page, 'data-table:excel'));
    await download.delete();
  }
  for (let run = 0; run < RUNS; run++) {
    await page.goto(`${url}/testtablefull?pageSize=0`);
    figures.firstRenderAllRows.push(await measured(page, 'data-table:first-render'));
  }
  const frames = (await scrollFrames(page, '.dt-scroll', 240)).sort((a, b) => a - b);
  figures.scrollFrameP95 = frames[Math.floor(frames.length * 0.95)];
  return figures;
}

export async function measureDataTable(): Promise<DataTableFigures> {
  const server = await startBenchServer(PORT);
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    return await measure(browser, server.url);
  } finally {
    await browser.close();
    await server.stop();
  }
}

// Run directly, it prints the figures; bench/run.ts may import measureDataTable instead.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const figures = await measureDataTable();
  console.log(`First render, 10,000 rows (50 a page):      ${summary(figures.firstRender)}`);
  console.log(`First render, 10,000 rows on one page:      ${summary(figures.firstRenderAllRows)}`);
  console.log(`Filter change over 10,000 rows:             ${summary(figures.filterChange)}`);
  console.log(`Sort change over the filtered rows:         ${summary(figures.sortChange)}`);
  console.log(`Excel, 10,000 rows × 20 columns (in page):  ${summary(figures.excel)}`);
  console.log(`Excel, click to download event:             ${summary(figures.excelToDownload)}`);
  console.log(`Scrolling 10,000 rows, 95th percentile frame: ${figures.scrollFrameP95.toFixed(1)} ms`);
}
