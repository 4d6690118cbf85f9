// The arrival groups the arrivals seed makes, as the contacts and bookings seeds read them.
import type { SeedHotel } from './geography';

export interface GroupMember {
  arrivalId: number;
  name: string;
  phone: string | null;
  birthDate: string;
}

export interface SeedGroup {
  groupId: string;
  hotel: SeedHotel;
  agencyId: number;
  arrivalDate: string;
  departureDate: string;
  /** Arrived already (in house or departed), so reps have had the chance to meet the group. */
  arrived: boolean;
  members: GroupMember[];
  roomNumber: string | null;
  groupInfoId: number | null;
  phoneNumbers: string | null;
  salesStaffId: number | null;
  /** The group bought tours from our sales staff; the bookings seed books them. */
  buys: boolean;
}
