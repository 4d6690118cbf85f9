import type { OfferInput } from '../../../../contract/catalogue';
import { OfferBookingType } from '../../../../contract/enums';

/**
 * A new ticket of a tour (02-catalogue §3, §9): one person at least, children up to 12 and infants up to
 * 3, live booking. The maximum and the duration start empty, so the user chooses them.
 */
export function newOffer(tourId: number): OfferInput {
  return {
    id: 0,
    version: 0,
    tourId,
    nameInternal: '',
    nameDisplay: '',
    minNumOfPeople: 1,
    maxNumOfPeople: undefined as unknown as number,
    numberOfHours: undefined as unknown as number,
    isTicketsRequired: false,
    minimumAdvancedPayment: 0,
    origin: [],
    validPeriods: [],
    description: '',
    heroImageId: null,
    photos: [],
    childrenAllowed: true,
    childAge: 12,
    infantsAllowed: true,
    infantAge: 3,
    isDirectReporting: false,
    allowDirectCollection: false,
    isAppendTransactionFeeB2b: false,
    ticketTypesAdult: [],
    ticketTypesChild: [],
    ticketTypesInfant: [],
    isDeleted: false,
    timeSlots: [],
    bookingType: OfferBookingType.LiveBook,
    notesToClientsPostBooking: '',
    isOverrideTourCancellationPolicy: false,
    cancellationPolicy: [],
  };
}
