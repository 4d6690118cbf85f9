import { apiFile, type FileResult } from '../../../platform/api';

/**
 * GET /api/agent/bookings/downloadtickets/{id}: the tickets PDF. Failures are not notified here:
 * the spec answers them with an alert showing the ErrorTitle, which the caller presents.
 */
export function downloadTickets(id: number): Promise<FileResult> {
  return apiFile('GET', `/api/agent/bookings/downloadtickets/${id}`, { notifyErrors: false });
}
