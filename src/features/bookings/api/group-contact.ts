import { api } from '../../../platform/api';

export interface GroupContact {
  roomNumber: string | null;
  phoneNumbers: string | null;
}

/**
 * GET /api/agent/customers/groupInfo?hotelId=&groupInfoId=: the group's latest room and phones, which
 * the arrivals team may have edited after the in-house list was cached. Null when unreachable: the
 * cached values then stand, and no error is shown, since the guest choice still works offline.
 */
export async function getGroupContact(
  hotelId: number,
  groupInfoId: number,
  agencyId?: number,
): Promise<GroupContact | null> {
  const agency = agencyId === undefined ? '' : `&agencyId=${agencyId}`;
  const result = await api.get<GroupContact>(
    `/api/agent/customers/groupInfo?hotelId=${hotelId}&groupInfoId=${groupInfoId}${agency}`,
    {
      notifyErrors: false,
      showLoading: false,
    },
  );
  return result.IsOk ? result.Content : null;
}
