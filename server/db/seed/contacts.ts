import type { Insertable } from 'kysely';
import { CommunicationFlag as Comm, GroupStatus } from '../../../contract/enums';
import type { DB } from '../tables';
import type { SeedGroup } from './groups';
import { GROUP_NOTES } from './content/travellers';
import { addDays, earlier, timestamp } from './dates';
import type { Random } from './random';

// Contact flags reps record, by what came of them (the spec: 16 and above means the guest responded).
const NO_RESPONSE = [
  Comm.CallInitiated,
  Comm.CallInitiated | Comm.MessengerInitiated,
  Comm.LetterInitiated,
  Comm.CallInitiated | Comm.LetterInitiated,
];
const RESPONDED = [
  Comm.CallResponded,
  Comm.CallInitiated | Comm.CallResponded,
  Comm.CallResponded | Comm.MeetResponded,
  Comm.MessengerInitiated | Comm.MessengerResponded,
  Comm.MeetInitiated | Comm.MeetResponded,
];

export interface Contacts {
  groupInfos: Insertable<DB['groupInfos']>[];
  groupInfoHotels: Insertable<DB['groupInfoHotels']>[];
  meetings: Insertable<DB['meetings']>[];
}

/**
 * What the sales reps recorded: group info for most groups that have arrived and a few expected ones
 * (about half of all groups), with contact flags, notes and the room; welcome meetings the day after
 * arrival. Marks on each group its info, its rep and whether it bought tours.
 */
export function planContacts(
  rng: Random,
  groups: SeedGroup[],
  refs: { operatorId: number; salesStaffIds: number[]; arrivalsManagerId: number },
  today: string,
): Contacts {
  const contacts: Contacts = { groupInfos: [], groupInfoHotels: [], meetings: [] };
  let turn = 0;
  for (const group of groups) {
    if (!rng.chance(group.arrived ? 0.75 : 0.15)) continue;
    const id = contacts.groupInfos.length + 1;
    const salesStaffId = rng.pick(refs.salesStaffIds);
    const buys = group.arrived && rng.chance(0.6);
    const [status, communication] = buys
      ? [GroupStatus.Pending, rng.pick(RESPONDED)]
      : group.arrived
        ? outcomeOf(rng, turn++)
        : rng.weighted<[number, number]>([
            [[GroupStatus.Pending, Comm.MessengerInitiated], 3],
            [[GroupStatus.Cancelled, Comm.CallInitiated | Comm.CallResponded], 1],
          ]);
    const phones = group.members.map((m) => m.phone).filter((p): p is string => p !== null);
    const phoneNumbers = phones.length > 0 ? phones.join(', ') : null;
    contacts.groupInfos.push({
      id,
      supplierId: refs.operatorId,
      groupId: group.groupId,
      status,
      notes: rng.chance(0.6) ? rng.pick(GROUP_NOTES) : null,
      phoneNumbers,
      communicationStatus: communication,
      salesStaffId,
      version: 1,
      updatedAt: timestamp(earlier(addDays(group.arrivalDate, 1), today), rng.int(9 * 60, 21 * 60)),
      updatedBy: rng.chance(0.8) ? salesStaffId : refs.arrivalsManagerId,
    });
    contacts.groupInfoHotels.push({
      groupInfoId: id,
      hotelId: group.hotel.id,
      roomNumber: group.roomNumber ?? '',
    });
    Object.assign(group, { groupInfoId: id, phoneNumbers, salesStaffId, buys });

    const meetingDate = addDays(group.arrivalDate, 1);
    if (group.arrived && meetingDate < group.departureDate && rng.chance(0.65)) {
      const noTime = rng.chance(0.1);
      const start = 9 * 60 + 30 * rng.int(0, 10);
      contacts.meetings.push({
        id: contacts.meetings.length + 1,
        supplierId: refs.operatorId,
        groupId: group.groupId,
        date: meetingDate,
        staffId: salesStaffId,
        timeStart: noTime ? null : start,
        timeEnd: noTime ? null : start + 30,
        isNoTime: noTime ? 1 : 0,
      });
    }
  }
  showEveryLabel(contacts.groupInfos, groups, today);
  return contacts;
}

/**
 * The labels a rep sets by hand after talking to a group, each with a contact that lets it show: 'Did
 * Not Attend' and 'Did Not Buy' read as such only with no contact recorded (03 §arrivals: with a flag
 * set, below 'Purch Diff. Name' the contact progress shows instead).
 */
const HAND_SET_LABELS: [status: number, communication: number][] = [
  [GroupStatus.DidNotAttend, 0],
  [GroupStatus.DidNotBuy, 0],
  [GroupStatus.NonTourist, 0],
  [GroupStatus.PurchasedDiffName, Comm.CallInitiated | Comm.CallResponded],
  [GroupStatus.Cancelled, Comm.CallInitiated],
];

/**
 * Every label in the default in-house view whatever the day (issue 24, a demo world that shows every
 * feature): the first in-house groups that did not buy, by group id as that view sorts, take the
 * hand-set labels in turn. No random draw, so the rest of the demo stays as it was.
 */
function showEveryLabel(infos: Insertable<DB['groupInfos']>[], groups: SeedGroup[], today: string): void {
  const byId = new Map(infos.map((info) => [info.id, info]));
  const inHouse = groups
    .filter((g) => g.groupInfoId && !g.buys && g.arrivalDate <= today && g.departureDate >= today)
    .toSorted((a, b) => (a.groupId < b.groupId ? -1 : a.groupId > b.groupId ? 1 : 0));
  HAND_SET_LABELS.forEach(([status, communication], i) => {
    const info = inHouse[i] && byId.get(inHouse[i].groupInfoId!);
    if (!info) return;
    info.status = status;
    info.communicationStatus = communication;
  });
}

/**
 * What came of contacting a group that did not buy, taken in turn so that every status the arrivals
 * filter offers is on screen whatever the day.
 */
function outcomeOf(rng: Random, turn: number): [status: number, communication: number] {
  const outcomes: [number, () => number][] = [
    [GroupStatus.Pending, () => 0],
    [GroupStatus.DidNotBuy, () => rng.pick(RESPONDED)],
    [GroupStatus.DidNotAttend, () => rng.pick(NO_RESPONSE)],
    [GroupStatus.Pending, () => rng.pick(NO_RESPONSE)],
    [GroupStatus.PurchasedDiffName, () => rng.pick(RESPONDED)],
    [GroupStatus.NonTourist, () => rng.pick([0, Comm.CallResponded])],
    [GroupStatus.DidNotBuy, () => rng.pick(RESPONDED)],
    [GroupStatus.Cancelled, () => Comm.CallInitiated],
  ];
  const [status, communication] = outcomes[turn % outcomes.length];
  return [status, communication()];
}
