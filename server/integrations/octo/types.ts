/**
 * The OCTO core types, from the standard's own package (`@octocloud/types`, https://docs.octo.travel):
 * the adapter, the demo provider and the services name them from here. Only the request shapes the
 * package leaves open (the availability bodies' alternatives) and the error answer are ours.
 */
export {
  AvailabilityStatus,
  AvailabilityType,
  BookingStatus,
  ContactField,
  DeliveryFormat,
  DeliveryMethod,
  DurationUnit,
  RedemptionMethod,
  Refund,
  UnitType,
  type Availability,
  type AvailabilityCalendar,
  type AvailabilityUnit,
  type Booking,
  type BookingCancellation,
  type BookingContact,
  type BookingConfirmationBody,
  type BookingReservationBody,
  type CapabilityId,
  type Contact,
  type DeliveryOption,
  type OpeningHours,
  type Option,
  type Product,
  type Supplier,
  type Ticket,
  type Unit,
  type UnitItem,
  type UnitRestrictions,
} from '@octocloud/types';
import type { AvailabilityCalendarBody, AvailabilityUnit } from '@octocloud/types';

export type AvailabilityCalendarBodySchema = AvailabilityCalendarBody;

export type AvailabilityBodySchema = {
  productId: string;
  optionId: string;
  units?: AvailabilityUnit[];
} & (
  { localDate: string } | { localDateStart: string; localDateEnd: string } | { availabilityIds: string[] }
);

/** OCTO's error answer: always `error` (a code) and `errorMessage`, sometimes more fields. */
export interface OctoErrorBody {
  error: string;
  errorMessage: string;
  [extra: string]: unknown;
}
