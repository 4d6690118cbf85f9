import type { Arrival, GroupInfo } from '../../../../contract';
import type { OutboxEntry } from '../../../../src/platform/outbox';

export function groupInfo(patch: Partial<GroupInfo> = {}): GroupInfo {
  return {
    id: 11,
    groupId: 'TD-2605-0001',
    status: 0,
    hotels: [{ groupInfoId: 11, hotelId: 5, roomNumber: '1204' }],
    notes: null,
    numberOfBookings: 0,
    phoneNumbers: null,
    communicationStatus: 0,
    salesStaffId: null,
    salesStaffName: null,
    version: 1,
    updatedAt: '2026-05-01T10:00:00.000Z',
    ...patch,
  };
}

export function arrival(patch: Partial<Arrival> = {}): Arrival {
  return {
    id: 1,
    tdHotelId: null,
    hotelId: 5,
    hotelName: 'Atlantis The Palm',
    paxId: 100,
    tdAgencyId: null,
    tdAgencyName: 'Desert Trips',
    agencyId: 3,
    groupId: 'TD-2605-0001',
    arrivalDate: '2026-05-01',
    arrivalTime: 14 * 60 + 30,
    departureDate: '2026-05-08',
    departureTime: 9 * 60,
    pickUpTime: 8 * 60,
    pickUpTimeEnd: null,
    isDeleted: false,
    touristName: 'Ivan Petrov',
    birthDate: '1980-02-03',
    age: 46,
    touristPhone: '+971501234567',
    touristEmail: null,
    touristCountry: 'Russia',
    roomType: null,
    accType: null,
    mealType: null,
    arrivalFlight: 'EK132',
    arrivalTerminal: 'T3',
    arrivalTransport: 'Bus',
    departureFlight: 'EK133',
    departureTerminal: 'T3',
    departureTransport: 'Bus',
    hotelConfNumber: 'H-1',
    agentConfNumber: 'A-1',
    roomNumber: '1204',
    isManuallyEntered: false,
    arrivalListId: null,
    arrivalListName: null,
    notes: null,
    groupInfo: groupInfo(),
    numberOfBookings: 0,
    meetings: [],
    ...patch,
  };
}

export function entry(patch: Partial<OutboxEntry> & Pick<OutboxEntry, 'body'>): OutboxEntry {
  return {
    id: 'e1',
    key: 'e1',
    userId: 7,
    kind: 'group-info',
    entity: 'group-info:TD-2605-0001',
    method: 'POST',
    path: '/api/arrivals/groupinfo',
    label: 'edit',
    createdAt: 1,
    updatedAt: 1,
    state: 'waiting',
    attempts: 0,
    nextAttemptAt: 1,
    ...patch,
  };
}
