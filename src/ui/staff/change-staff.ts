import type { QueryClient } from '@tanstack/react-query';
import type { SetPasswordLink, StaffInvite, StaffInviteResult, StaffUser } from '../../../contract';
import { api, type ApiResult } from '../../platform/api';
import { staffKeys } from './keys';

/** After any staff change: the list and its audit are read again. */
export async function refreshStaff(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: staffKeys.users }),
    queryClient.invalidateQueries({ queryKey: staffKeys.audit }),
  ]);
}

/** POST /api/staff: field messages are the form's to show. */
export function inviteStaff(invite: StaffInvite): Promise<ApiResult<StaffInviteResult>> {
  return api.post<StaffInviteResult>('/api/staff', invite, { notifyErrors: false });
}

/** PUT /api/staff/{id}/roles. */
export function changeStaffRoles(id: number, roles: string[]): Promise<ApiResult<StaffUser>> {
  return api.put<StaffUser>(`/api/staff/${id}/roles`, { roles });
}

/** POST /api/staff/{id}/deactivate or /reactivate. */
export function setStaffActive(id: number, active: boolean): Promise<ApiResult<StaffUser>> {
  return api.post<StaffUser>(`/api/staff/${id}/${active ? 'reactivate' : 'deactivate'}`, {});
}

/** POST /api/staff/{id}/resetpassword: a new one-time link. */
export function resetStaffPassword(id: number): Promise<ApiResult<SetPasswordLink>> {
  return api.post<SetPasswordLink>(`/api/staff/${id}/resetpassword`, {});
}

/** PUT /api/staff/{id}/agencyadmin: an agency admin gives or takes the flag. */
export function changeAgencyAdmin(id: number, isAgencyAdmin: boolean): Promise<ApiResult<StaffUser>> {
  return api.put<StaffUser>(`/api/staff/${id}/agencyadmin`, { isAgencyAdmin });
}
