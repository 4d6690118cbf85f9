import type { ExternalProviderInput, ExternalProviderSettings } from '../../../../contract';
import { api, type ApiResult } from '../../../platform/api';

/** POST (id 0) or PUT /api/externalproviders. Field messages are the form's to show. */
export function saveExternalProvider(
  input: ExternalProviderInput,
): Promise<ApiResult<ExternalProviderSettings>> {
  const send = input.id === 0 ? api.post : api.put;
  return send<ExternalProviderSettings>('/api/externalproviders', input, { notifyErrors: false });
}
