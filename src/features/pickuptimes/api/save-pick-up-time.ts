import type { PickUpTimeSetInput } from '../../../../contract';
import { api, type ApiResult } from '../../../platform/api';

/** POST (new) or PUT /api/pickuptimes. Field messages are the form's to show. */
export function savePickUpTime(set: PickUpTimeSetInput): Promise<ApiResult<{ id: number }>> {
  const send = set.id ? api.put : api.post;
  return send<{ id: number }>('/api/pickuptimes', set, { notifyErrors: false });
}
