import type { QueryClient } from '@tanstack/react-query';
import type { AgencyHistory, ContractInput } from '../../../../contract';
import { api, type ApiResult } from '../../../platform/api';
import { adminKeys } from './keys';

/** After a change: the agency's history takes the answer, the agencies list is read again. */
export async function afterContractChange(queryClient: QueryClient, history: AgencyHistory): Promise<void> {
  queryClient.setQueryData(adminKeys.contractHistory(history.agencyId), history);
  await queryClient.invalidateQueries({ queryKey: adminKeys.contracts });
}

/** POST /api/contracts/agencies/{agencyId}: field messages are the form's to show. */
export function addContract(agencyId: number, contract: ContractInput): Promise<ApiResult<AgencyHistory>> {
  return api.post<AgencyHistory>(`/api/contracts/agencies/${agencyId}`, contract, { notifyErrors: false });
}

/** DELETE /api/contracts/agencies/{agencyId}/{contractId}: only one not yet in force. */
export function removeContract(agencyId: number, contractId: number): Promise<ApiResult<AgencyHistory>> {
  return api.delete<AgencyHistory>(`/api/contracts/agencies/${agencyId}/${contractId}`);
}
