import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffAuditEntry, StaffUser } from '../../../contract';
import { api, unwrap } from '../../platform/api';
import { staffKeys } from './keys';

/** GET /api/staff: the admin's supplier's users. */
export const staffQuery = queryOptions({
  queryKey: staffKeys.users,
  queryFn: async ({ signal }) => unwrap(await api.get<StaffUser[]>('/api/staff', { signal })),
  staleTime: 0,
});
export const useStaff = () => useQuery(staffQuery);

/** GET /api/staff/audit: the last staff changes, newest first. */
export const staffAuditQuery = queryOptions({
  queryKey: staffKeys.audit,
  queryFn: async ({ signal }) => unwrap(await api.get<StaffAuditEntry[]>('/api/staff/audit', { signal })),
  staleTime: 0,
});
export const useStaffAudit = () => useQuery(staffAuditQuery);
