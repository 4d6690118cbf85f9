import { BookingStatus } from '../../../contract/enums';
import { takeBookingCodes } from '../../modules/ticket-stock/service';
import { insertBatched, type SeedCounts } from '../batch';
import type { Db } from '../database';

/** The operator's tour whose tickets need attraction tickets at the gate. */
const TOUR = 'Burj Khalifa At The Top';

/**
 * The demo's tickets that require attraction tickets (issue 24 "a demo world", issue 25 item 10): every
 * ticket of the operator's Burj Khalifa tour takes one At the Top code per adult and one per child, so a
 * new booking of it takes codes from stock and prints them on its tickets. The demo's own bookings of it
 * from today on hold their codes already, taken by the bookings' own rule (takeBookingCodes).
 */
export async function seedAttractionTickets(
  db: Db,
  operatorId: number,
  today: string,
  counts: SeedCounts,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const offers = await trx
      .selectFrom('offers')
      .innerJoin('tours', 'tours.id', 'offers.tourId')
      .select('offers.id')
      .where('tours.supplierId', '=', operatorId)
      .where('tours.nameDisplay', '=', TOUR)
      .orderBy('offers.id')
      .execute();
    const types = await trx
      .selectFrom('ticketTypes')
      .select(['id', 'shortName'])
      .where('supplierId', '=', operatorId)
      .where('shortName', 'in', ['BK-ADT', 'BK-CHD'])
      .execute();
    const typeOf = (shortName: string) => types.find((t) => t.shortName === shortName)!.id;
    if (offers.length === 0) throw new Error(`seedAttractionTickets: the demo has no "${TOUR}" tickets`);
    await trx
      .updateTable('offers')
      .set({ isTicketsRequired: 1 })
      .where(
        'id',
        'in',
        offers.map((o) => o.id),
      )
      .execute();
    await insertBatched(
      trx,
      'offerTicketTypes',
      offers.flatMap((o) => [
        { offerId: o.id, ticketTypeId: typeOf('BK-ADT'), type: 0 },
        { offerId: o.id, ticketTypeId: typeOf('BK-CHD'), type: 1 },
      ]),
      counts,
    );
    const bookings = await trx
      .selectFrom('bookings')
      .select(['id', 'offerId', 'date', 'numAdults', 'numChildren', 'numInfants'])
      .where(
        'offerId',
        'in',
        offers.map((o) => o.id),
      )
      .where('status', '!=', BookingStatus.Cancelled)
      .where('date', '>=', today)
      .orderBy('date')
      .orderBy('id')
      .execute();
    for (const b of bookings)
      await takeBookingCodes(trx, {
        id: b.id,
        offerId: b.offerId,
        date: b.date,
        adults: b.numAdults,
        children: b.numChildren,
        infants: b.numInfants,
      });
  });
}
