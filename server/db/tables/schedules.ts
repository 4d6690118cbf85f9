import type { Generated } from 'kysely';

// Pick-up time sets, time-slot groups, time slots and the seats sold per slot and day.
// Table types, camelCase (CamelCasePlugin maps them to snake_case columns). Mirrors migrations/.

export interface PickUpTimeSetsTable {
  id: Generated<number>;
  supplierId: number;
  name: string;
  isFixedTime: Generated<number>;
}

export interface PickUpTimeRegionsTable {
  pickUpTimeId: number;
  regionId: number;
  timeStart: number;
  timeEnd: number;
  isActive: Generated<number>;
}

export interface PickUpTimeHotelsTable {
  pickUpTimeId: number;
  hotelId: number;
  timeStart: number;
  timeEnd: number;
}

export interface TimeSlotGroupsTable {
  id: Generated<number>;
  supplierId: number;
  name: string;
  pickUpTimeId: number | null;
  capacity: Generated<number>;
  minimumAdvancedBooking: Generated<number>;
  isTimeSlotsIndependant: Generated<number>;
}

export interface TimeSlotsTable {
  id: Generated<number>;
  groupId: number;
  name: string;
  description: string | null;
  startMinutes: Generated<number>;
  endMinutes: Generated<number>;
  timeType: Generated<number>;
  interval: number | null;
  pickUpTimeId: number | null;
  duration: number | null;
  cutOffResponseTime: number | null;
  type: Generated<number>;
  daysOffered: Generated<number>;
  capacity: number | null;
  minimumAdvancedBooking: number | null;
  isExternalId: Generated<number>;
  externalId: string | null;
  externalPerChildId: string | null;
  bookingReferencePrefix: string | null;
  externalProviderId: number | null;
  externalProviderCodeType: Generated<number>;
  externalProviderDiffProductsAdultChild: Generated<number>;
  externalProductId: string | null;
  externalProductMappingValue: string | null;
  externalProductPerChildId: string | null;
  externalProductPerChildMappingValue: string | null;
  externalIsTicketPerPax: Generated<number>;
  isDeleted: Generated<number>;
  /** Closed for sale with this reason; null while on sale. */
  stopSellReason: string | null;
  isMappingMismatch: Generated<number>;
}

/** One day of a slot closed for sale. */
export interface SlotClosedDaysTable {
  timeSlotId: number;
  date: string;
  reason: string | null;
  closedBy: number | null;
  closedAt: string;
}

export interface OfferTimeSlotsTable {
  offerId: number;
  timeSlotId: number;
}

export interface SlotSeatsTable {
  groupId: number;
  timeSlotId: number;
  date: string;
  booked: Generated<number>;
  capacity: number;
}

/** Who works a slot-day (issue 25 item 3): its guide, driver and vehicle; no row, nobody assigned. */
export interface SlotDayCrewsTable {
  timeSlotId: number;
  date: string;
  guideId: number | null;
  driverId: number | null;
  vehicle: string | null;
  updatedBy: number | null;
  updatedAt: string;
}

export interface ScheduleTables {
  pickUpTimeSets: PickUpTimeSetsTable;
  pickUpTimeRegions: PickUpTimeRegionsTable;
  pickUpTimeHotels: PickUpTimeHotelsTable;
  timeSlotGroups: TimeSlotGroupsTable;
  timeSlots: TimeSlotsTable;
  offerTimeSlots: OfferTimeSlotsTable;
  slotSeats: SlotSeatsTable;
  slotClosedDays: SlotClosedDaysTable;
  slotDayCrews: SlotDayCrewsTable;
}
