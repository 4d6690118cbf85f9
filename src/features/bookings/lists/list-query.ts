import { addDaysUtc, todayUtc, toDisplayDate } from '../../../../domain/dates';
import { createQuery, type DateRange, type FilterValue, type TableQuery } from '../../../ui/data-table';

export const LIST_PAGE_SIZE = 50;
/** Export reads the whole query in pages this big (the API's most). */
export const EXPORT_PAGE_SIZE = 1000;
/** 03-bookings section 9: today plus 14 days (the supplier's today: src/platform/use-today.ts). */
export const OPERATOR_WINDOW_DAYS = 14;

export const DEFAULT_SORT = { field: 'date', direction: 'desc' } as const;
/** Filter keys are the API's query names, so the query maps to the call one to one. */
export const FILTER = {
  date: 'date',
  text: 'f',
  agent: 'agentId',
  hotel: 'hotelId',
  offer: 'offerId',
  status: 'status',
} as const;

/** The agent's bookings open on what is coming: from today on, the nearest first (see docs/decisions.md). */
export const UPCOMING_SORT = { field: 'date', direction: 'asc' } as const;

/**
 * The agent lists' opening query. The bookings list (upcoming) shows today onward, nearest first, with
 * 'from today' in the date filter so the agent sees and can clear it; a group's bookings (text) and the
 * commissions keep the spec's order, date descending, over every date.
 */
export function agentDefaultQuery(text?: string | null, upcoming = false, today = todayUtc()): TableQuery {
  if (upcoming && !text)
    return createQuery({ sort: UPCOMING_SORT, filters: { [FILTER.date]: { from: today, to: null } } });
  return createQuery({ sort: DEFAULT_SORT, filters: text ? { [FILTER.text]: text } : {} });
}

/** The operator list's default window is shown in the date filter, so the user sees and edits it. */
export function operatorDefaultQuery(today: string, text?: string | null): TableQuery {
  const window: DateRange = { from: today, to: addDaysUtc(today, OPERATOR_WINDOW_DAYS) };
  return createQuery({
    sort: DEFAULT_SORT,
    filters: { [FILTER.date]: window, ...(text ? { [FILTER.text]: text } : {}) },
  });
}

export interface OperationsBody {
  page: number;
  itemsPerPage: number;
  orderBy: string;
  orderType: 'asc' | 'desc';
  from?: string;
  to?: string;
  f?: string;
  status?: string;
}

const textOf = (v: FilterValue | undefined) =>
  typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '';
const rangeOf = (v: FilterValue | undefined): DateRange | null =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as DateRange) : null;

const AGENT_ONLY = new Set(['agentId', 'hotelId', 'offerId']);

/** The table's query as the API's fields: lower-cased sort, DD.MM.YYYY dates, empty filters left out. */
function apiFields(query: TableQuery, itemsPerPage: number, agent: boolean): Record<string, string | number> {
  const sort = query.sort ?? DEFAULT_SORT;
  const range = rangeOf(query.filters[FILTER.date]);
  const fields: Record<string, string | number> = {
    page: query.page,
    itemsPerPage,
    orderBy: sort.field.toLowerCase(),
    orderType: sort.direction,
  };
  const optional: Record<string, string> = {
    from: toDisplayDate(range?.from),
    to: toDisplayDate(range?.to),
    f: textOf(query.filters[FILTER.text]),
    agentId: textOf(query.filters[FILTER.agent]),
    hotelId: textOf(query.filters[FILTER.hotel]),
    offerId: textOf(query.filters[FILTER.offer]),
    status: textOf(query.filters[FILTER.status]),
  };
  for (const [key, value] of Object.entries(optional)) {
    if (value !== '' && (agent || !AGENT_ONLY.has(key))) fields[key] = value;
  }
  return fields;
}

/** GET /api/agent/bookings|commissions query string; showMy is always sent (1 or 0). */
export function toAgentParams(query: TableQuery, showMy: boolean, itemsPerPage = LIST_PAGE_SIZE): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(apiFields(query, itemsPerPage, true)))
    params.set(key, String(value));
  params.set('showMy', showMy ? '1' : '0');
  return params.toString();
}

/** POST /api/bookings/operations body; the agent-only filters do not apply to it. */
export function toOperationsBody(query: TableQuery, itemsPerPage = LIST_PAGE_SIZE): OperationsBody {
  return apiFields(query, itemsPerPage, false) as unknown as OperationsBody;
}

/** Every page of a query, one after another, for the Excel file. */
export async function fetchAllPages<T>(
  load: (page: number) => Promise<{ entities: T[]; pagingInfo: { nextPage: number | null } }>,
): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; ; page++) {
    const part = await load(page);
    all.push(...part.entities);
    if (!part.pagingInfo.nextPage) return all;
  }
}
