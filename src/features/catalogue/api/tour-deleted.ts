import type { TourForEdit } from '../../../../contract';
import { api, type ApiResult } from '../../../platform/api';

/** PUT /api/tours/{id}/deleted: deletes (flag) or restores a tour; the answer is the tour as saved. */
export function setTourDeleted(
  id: number,
  isDeleted: boolean,
  version: number,
): Promise<ApiResult<TourForEdit>> {
  return api.put<TourForEdit>(`/api/tours/${id}/deleted`, { isDeleted, version }, { notifyErrors: false });
}
