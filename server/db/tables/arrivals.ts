import type { Generated } from 'kysely';

// Arrival lists (in-house guests), their groups, group hotels and meetings.
// Table types, camelCase (CamelCasePlugin maps them to snake_case columns). Mirrors migrations/.

export interface ArrivalsTable {
  id: Generated<number>;
  supplierId: number;
  tdHotelId: number | null;
  hotelId: number | null;
  paxId: number | null;
  tdAgencyId: number | null;
  tdAgencyName: string | null;
  agencyId: number | null;
  groupId: string;
  arrivalDate: string;
  arrivalTime: number | null;
  departureDate: string;
  departureTime: number | null;
  pickUpTime: number | null;
  pickUpTimeEnd: number | null;
  isDeleted: Generated<number>;
  touristName: string;
  birthDate: string | null;
  touristPhone: string | null;
  touristEmail: string | null;
  touristCountry: string | null;
  roomType: string | null;
  accType: string | null;
  mealType: string | null;
  arrivalFlight: string | null;
  arrivalTerminal: string | null;
  arrivalTransport: string | null;
  departureFlight: string | null;
  departureTerminal: string | null;
  departureTransport: string | null;
  hotelConfNumber: string | null;
  agentConfNumber: string | null;
  roomNumber: string | null;
  isManuallyEntered: Generated<number>;
  arrivalListId: number | null;
  arrivalListName: string | null;
  notes: string | null;
  updatedAt: string;
}

export interface GroupInfosTable {
  id: Generated<number>;
  supplierId: number;
  groupId: string;
  status: Generated<number>;
  notes: string | null;
  phoneNumbers: string | null;
  communicationStatus: Generated<number>;
  salesStaffId: number | null;
  version: Generated<number>;
  updatedAt: string;
  updatedBy: number | null;
}

export interface GroupInfoHotelsTable {
  groupInfoId: number;
  hotelId: number;
  roomNumber: Generated<string>;
}

export interface MeetingsTable {
  id: Generated<number>;
  supplierId: number;
  groupId: string;
  date: string;
  staffId: number | null;
  timeStart: number | null;
  timeEnd: number | null;
  isNoTime: Generated<number>;
}

/** A guest met at the airport (migration 0052): one per arrival, deleted by an undo. */
export interface ArrivalMeetingsTable {
  id: Generated<number>;
  arrivalId: number;
  supplierId: number;
  metAt: string;
  metBy: number | null;
  recordedAt: string;
}

export interface ArrivalTables {
  arrivals: ArrivalsTable;
  groupInfos: GroupInfosTable;
  groupInfoHotels: GroupInfoHotelsTable;
  meetings: MeetingsTable;
  arrivalMeetings: ArrivalMeetingsTable;
}
