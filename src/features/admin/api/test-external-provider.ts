import type { ExternalProviderTest } from '../../../../contract';
import { api, type ApiResult } from '../../../platform/api';

/** POST /api/externalproviders/{id}/test: what the saved provider answers to supplier() and products(). */
export function testExternalProvider(id: number): Promise<ApiResult<ExternalProviderTest>> {
  return api.post<ExternalProviderTest>(`/api/externalproviders/${id}/test`, undefined);
}
