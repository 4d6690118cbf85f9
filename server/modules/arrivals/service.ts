import type { ArrivalsPage, GroupInfo, ParsedArrivalsFilter, SaveGroupInfo } from '../../../contract';
import { GroupStatus } from '../../../contract';
import { ageOn, todayUtc } from '../../../domain/dates';
import { EDITABLE_GROUP_STATUSES } from '../../../domain/arrival-status';
import { mergeFields } from '../../../domain/merge';
import type { StoredAnswer } from '../../http/idempotency';
import type { AuthUser } from '../../auth/guard';
import type { Db, Dialect } from '../../db/database';
import { paging } from '../../http/paging';
import { badRequest, notFound } from '../../http/errors';
import { changedFlagsOnly, flatten, unflatten } from './group-info-fields';
import {
  countArrivals,
  findAirportMeetings,
  findArrivalRows,
  findGroup,
  findGroupInfos,
  findMeetings,
  groupInfoRooms,
  insertGroupInfoIfMissing,
  lockGroupInfo,
  saveGroupInfoRoom,
  updateGroupInfo,
  type SupplierFilter,
  userFullName,
} from './repo';

/** The group-info fields as a conflict message names them. */
const FIELD_NAMES: Record<string, string> = {
  status: 'status',
  notes: 'notes',
  phoneNumbers: 'phone numbers',
  communicationStatus: 'contact status',
};

export async function listArrivals(
  db: Db,
  scope: SupplierFilter,
  filter: ParsedArrivalsFilter,
  today = todayUtc(),
): Promise<ArrivalsPage> {
  const [total, rows] = await Promise.all([
    countArrivals(db, scope, filter, today),
    findArrivalRows(db, scope, filter, today),
  ]);
  const groupInfos = await findGroupInfos(db, [
    ...new Set(rows.map((r) => r.groupInfoId).filter((id): id is number => id !== null)),
  ]);
  const meetings = await findMeetings(
    db,
    [...new Set(rows.map((r) => r.supplierId))],
    [...new Set(rows.map((r) => r.groupId))],
  );
  const metAtAirport = await findAirportMeetings(
    db,
    rows.map((r) => r.id),
  );
  const entities = rows.map((r) => {
    const groupInfo = r.groupInfoId !== null ? (groupInfos.get(r.groupInfoId) ?? null) : null;
    return {
      id: r.id,
      tdHotelId: r.tdHotelId,
      hotelId: r.hotelId,
      hotelName: r.hotelName,
      paxId: r.paxId,
      tdAgencyId: r.tdAgencyId,
      tdAgencyName: r.tdAgencyName,
      agencyId: r.agencyId,
      groupId: r.groupId,
      arrivalDate: r.arrivalDate,
      arrivalTime: r.arrivalTime,
      departureDate: r.departureDate,
      departureTime: r.departureTime,
      pickUpTime: r.pickUpTime,
      pickUpTimeEnd: r.pickUpTimeEnd,
      isDeleted: r.isDeleted === 1,
      touristName: r.touristName,
      birthDate: r.birthDate,
      age: ageOn(r.birthDate, today),
      touristPhone: groupInfo?.phoneNumbers || r.touristPhone,
      touristEmail: r.touristEmail,
      touristCountry: r.touristCountry,
      roomType: r.roomType,
      accType: r.accType,
      mealType: r.mealType,
      arrivalFlight: r.arrivalFlight,
      arrivalTerminal: r.arrivalTerminal,
      arrivalTransport: r.arrivalTransport,
      departureFlight: r.departureFlight,
      departureTerminal: r.departureTerminal,
      departureTransport: r.departureTransport,
      hotelConfNumber: r.hotelConfNumber,
      agentConfNumber: r.agentConfNumber,
      roomNumber: r.roomNumber,
      isManuallyEntered: r.isManuallyEntered === 1,
      arrivalListId: r.arrivalListId,
      arrivalListName: r.arrivalListName,
      notes: groupInfo?.notes ?? r.notes,
      groupInfo,
      numberOfBookings: Number(r.numberOfBookings ?? 0),
      meetings: meetings.get(`${r.supplierId}:${r.groupId}`) ?? [],
      airportMeeting: metAtAirport.get(r.id) ?? null,
    };
  });
  return { entities, pagingInfo: paging(filter.page, filter.itemsPerPage, total) };
}

const EDITABLE: number[] = EDITABLE_GROUP_STATUSES.map((s) => s.value);

export interface GroupInfoConflict {
  title: string;
  message: string;
  groupInfo: GroupInfo;
  conflicts: Array<{ field: string; base: unknown; mine: unknown; theirs: unknown }>;
  changedBy: { id: number; name: string; byYou: boolean } | null;
  changedAt: string | null;
}

/**
 * Saves a group's info field by field against the values the user started from. Fields nobody else
 * changed are applied; fields someone else changed meanwhile come back as a 409 with both values.
 */
export async function saveGroupInfo(
  trx: Db,
  dialect: Dialect,
  scope: SupplierFilter,
  user: AuthUser,
  save: SaveGroupInfo,
): Promise<StoredAnswer<GroupInfo | GroupInfoConflict>> {
  const groupId = save.groupId.trim();
  const group = await findGroup(trx, scope, groupId);
  if (!group) throw notFound(`Group ${groupId} not found`);
  if (save.values.status !== undefined && !EDITABLE.includes(save.values.status)) {
    throw badRequest('Status can be Pending, Purchased Diff. Name, Cancelled or Non tourist', {
      'values.status': 'Not an editable status',
    });
  }
  for (const hotelId of Object.keys(save.values.rooms ?? {})) {
    if (!group.hotelIds.includes(Number(hotelId))) {
      throw badRequest(`Hotel ${hotelId} is not a hotel of group ${groupId}`, {
        [`values.rooms.${hotelId}`]: 'Not a hotel of this group',
      });
    }
  }

  const now = new Date().toISOString();
  // Make sure the row exists, then lock it, so concurrent saves of one group apply one after another.
  await insertGroupInfoIfMissing(trx, {
    supplierId: group.supplierId,
    groupId,
    status: GroupStatus.Pending,
    communicationStatus: 0,
    updatedAt: now,
    updatedBy: user.id,
  });
  const row = await lockGroupInfo(trx, dialect, group.supplierId, groupId);
  const rooms = await groupInfoRooms(trx, row.id);

  const current = flatten(
    {
      status: row.status,
      notes: row.notes,
      phoneNumbers: row.phoneNumbers,
      communicationStatus: row.communicationStatus,
      rooms: Object.fromEntries(rooms.map((r) => [String(r.hotelId), r.roomNumber])),
    },
    true,
  );
  const base = flatten(save.base ?? {});
  const mine = changedFlagsOnly(flatten(save.values), base);
  const { merged, applied, conflicts } = mergeFields(current, base, mine);

  if (applied.length > 0) {
    const next = unflatten(merged);
    await updateGroupInfo(trx, row.id, {
      status: next.status,
      notes: next.notes,
      phoneNumbers: next.phoneNumbers,
      communicationStatus: next.communicationStatus,
      updatedAt: now,
      updatedBy: user.id,
    });
    for (const field of applied.filter((f) => String(f).startsWith('rooms:'))) {
      const hotelId = Number(String(field).split(':')[1]);
      await saveGroupInfoRoom(trx, row.id, hotelId, next.rooms[String(hotelId)] ?? '');
    }
  }

  const saved = (await findGroupInfos(trx, [row.id])).get(row.id)!;
  if (conflicts.length === 0) return { status: 200, body: saved };
  // 'rooms:68' is the wire name of a room at hotel 68; people read 'room number'.
  const fields = [
    ...new Set(
      conflicts.map((c) =>
        String(c.field).startsWith('rooms:')
          ? 'room number'
          : (FIELD_NAMES[String(c.field)] ?? String(c.field)),
      ),
    ),
  ];
  // The save the caller did not know of is the group's last before this one: its author and time.
  const byName = row.updatedBy === null ? null : await userFullName(trx, row.updatedBy);
  const changedBy =
    row.updatedBy === null || byName === null
      ? null
      : { id: row.updatedBy, name: byName, byYou: row.updatedBy === user.id };
  const list = fields.join(', ');
  const message = !changedBy
    ? `Someone else changed the ${list} meanwhile; your other changes were saved`
    : changedBy.byYou
      ? `You changed the ${list} on another device at ${row.updatedAt}; your other changes were saved`
      : `${changedBy.name} changed the ${list} at ${row.updatedAt}; your other changes were saved`;
  return {
    status: 409,
    body: {
      title: 'Conflict',
      message,
      changedBy,
      changedAt: row.updatedAt,
      groupInfo: saved,
      conflicts: conflicts.map((c) => ({
        field: String(c.field),
        base: c.base ?? null,
        mine: c.mine,
        theirs: c.theirs,
      })),
    },
  };
}
