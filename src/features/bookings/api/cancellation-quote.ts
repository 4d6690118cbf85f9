import { api, type ApiResult } from '../../../platform/api';

/** GET /api/bookings/{id}/cancel: what cancelling now would refund, by the rule the cancel applies. */
export interface CancellationQuote {
  id: number;
  refundPercent: number;
  /** USD, to the cent. */
  refundAmount: number;
  grossSales: number;
}

/** The refund a cancel would give now; the caller reads a refusal or a network failure from the result. */
export function getCancellationQuote(id: number): Promise<ApiResult<CancellationQuote>> {
  return api.get<CancellationQuote>(`/api/bookings/${id}/cancel`, { notifyErrors: false });
}
