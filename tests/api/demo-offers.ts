import type { Db } from '../../server/db/database';

/**
 * A demo offer an agent can book today for any day, from one guest up: booked at once (live), every
 * day, with a live slot offered every day. `newest` takes the last such offer, so a test that changes
 * the offer (its policy, say) leaves the first one to the others; `withChildren`, one that takes children.
 */
export async function liveDemoOffer(
  db: Db,
  { newest = false, withChildren = false }: { newest?: boolean; withChildren?: boolean } = {},
) {
  return db
    .selectFrom('offers as o')
    .innerJoin('offerTimeSlots as ots', 'ots.offerId', 'o.id')
    .innerJoin('timeSlots as s', 's.id', 'ots.timeSlotId')
    .innerJoin('timeSlotGroups as g', 'g.id', 's.groupId')
    .select([
      'o.tourId',
      'o.id as offerId',
      's.id as slotId',
      'g.id as groupId',
      'g.isTimeSlotsIndependant as independent',
      'o.minNumOfPeople as min',
      'o.maxNumOfPeople as max',
      'o.childrenAllowed',
      'o.isOverrideTourCancellationPolicy',
      'o.cancellationPolicy',
    ])
    .where('o.bookingType', '=', 1)
    .where('o.daysOffered', '=', 0)
    .where('o.minNumOfPeople', '=', 1)
    .where('o.isDeleted', '=', 0)
    .where('s.type', '=', 0)
    .where('s.daysOffered', '=', 0)
    .$if(withChildren, (q) => q.where('o.childrenAllowed', '=', 1))
    .orderBy('o.id', newest ? 'desc' : 'asc')
    .executeTakeFirstOrThrow();
}

/**
 * A live, undeleted offer of a supplier (the supplier of a user's `email`, or by id), with one valid
 * period from `date` to `until`, to sell on a slot of the test's own.
 */
export async function sellableOfferOf(
  db: Db,
  supplier: string | { supplierId: number },
  date: string,
  until = date,
) {
  const supplierId =
    typeof supplier === 'string'
      ? (
          await db
            .selectFrom('users')
            .select('supplierId')
            .where('email', '=', supplier)
            .executeTakeFirstOrThrow()
        ).supplierId!
      : supplier.supplierId;
  return db
    .selectFrom('offers as o')
    .innerJoin('tours as t', 't.id', 'o.tourId')
    .select(['o.id', 'o.tourId'])
    .where('t.supplierId', '=', supplierId)
    .where('o.bookingType', '=', 1)
    .where('o.daysOffered', '=', 0)
    .where('o.minNumOfPeople', '=', 1)
    .where('o.isDeleted', '=', 0)
    .where('t.isDeleted', '=', 0)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('validPeriods as p')
          .select('p.id')
          .whereRef('p.offerId', '=', 'o.id')
          .where('p.periodStart', '<=', date)
          .where('p.periodEnd', '>=', until),
      ),
    )
    .orderBy('o.id')
    .executeTakeFirstOrThrow();
}
