import { randomUUID } from 'node:crypto';
import type { ExternalProviderStep } from '../../../contract';
import type { Db } from '../../db/database';
import { writeTransaction } from '../../db/group-commit';
import { fillTemplate } from '../../../domain/message-template';
import { AppError } from '../../http/errors';
import { isProviderError } from '../../integrations/octo/errors';
import { BookingStatus, type Availability, type Option } from '../../integrations/octo/types';
import { isFinalRefusal, providerFailure } from './failures';
import type { OctoBookingClient, ProviderLink } from './octo-port';
import type { PlanSource } from './plan-source';
import {
  chooseAvailability,
  chooseOption,
  CANNOT_SELL_TITLE,
  partsOf,
  PlanProblem,
  checkContact,
  octoContactOf,
  ticketCodesOf,
  unitItemsOf,
  type ExternalSlotMapping,
  type GuestContact,
  type Party,
  type PartRequest,
  type TicketCode,
} from './plan';
import { markTickets, type HeldReservation } from './repo';

/** How long the provider holds a reservation for us: the booking's transaction takes well under this. */
export const HOLD_MINUTES = 15;

/** A reservation the provider holds, with who each unit item is for (the tickets' labels). */
export interface Hold extends HeldReservation {
  kinds: string[];
}

/** Lets a releasing call fail quietly: the hold expires at the provider by itself (HOLD_MINUTES). */
async function releaseQuietly(
  client: OctoBookingClient,
  holds: readonly { uuid: string }[],
  log?: (m: string) => void,
) {
  await Promise.all(
    holds.map((h) =>
      client.release(h.uuid).catch((err: unknown) => {
        log?.(`release of ${h.uuid} failed (it expires by itself): ${String(err)}`);
      }),
    ),
  );
}

/**
 * OCTO's answers to a reserve whose plan is out of date, and what to read afresh: the departure is gone
 * or rescheduled (INVALID_AVAILABILITY_ID) or can no longer take the party (UNPROCESSABLE_ENTITY: sold
 * out, closed); the product, option or unit changed (INVALID_PRODUCT_ID, INVALID_OPTION_ID,
 * INVALID_UNIT_ID). Worth one fresh plan when that part of the plan was kept.
 */
const STALE_PLAN: Record<string, 'availability' | 'product'> = {
  INVALID_AVAILABILITY_ID: 'availability',
  UNPROCESSABLE_ENTITY: 'availability',
  INVALID_PRODUCT_ID: 'product',
  INVALID_OPTION_ID: 'product',
  INVALID_UNIT_ID: 'product',
};

/** Which answers to read afresh rather than take from what is kept. */
interface Fresh {
  product: boolean;
  availability: boolean;
}
const KEPT: Fresh = { product: false, availability: false };

interface PartPlan {
  option: Option;
  items: { unitId: string; kind: string }[];
  availability: Availability;
  /** Which answers it was made from were kept (so may be out of date). */
  kept: Fresh;
}

/** The option, unit items and departure of one part, from kept answers or the provider's (`fresh`). */
async function planPart(
  source: PlanSource,
  part: PartRequest,
  booking: { date: string; startMinutes: number | null; contact: GuestContact },
  fresh: Fresh,
  kept: Fresh,
): Promise<PartPlan> {
  const product = await source.product(part.productId, fresh.product);
  kept.product = product.kept;
  const option = chooseOption(product.value, part.externalId, booking.startMinutes, part.optionId);
  const items = unitItemsOf(option, part.party);
  // What the supplier requires of the contact is asked of the agent before anything is held.
  checkContact(
    option,
    items.map((i) => i.unitId),
    octoContactOf(booking.contact),
  );
  const availabilities = await source.availability(
    {
      productId: part.productId,
      optionId: option.id,
      localDateStart: booking.date,
      localDateEnd: booking.date,
    },
    fresh.availability,
  );
  kept.availability = availabilities.kept;
  const availability = chooseAvailability(
    availabilities.value,
    part.externalId,
    booking.startMinutes,
    items.length,
  );
  return { option, items, availability, kept };
}

/** What to read afresh after the provider refused a reserve planned from `kept`; null: nothing to gain. */
function refreshAfter(err: unknown, kept: Fresh): Fresh | null {
  if (!isProviderError(err) || err.kind !== 'refused') return null;
  const stale = STALE_PLAN[err.providerCode ?? ''];
  if (stale === 'availability' && kept.availability) return { product: false, availability: true };
  if (stale === 'product' && kept.product) return { product: true, availability: true };
  return null;
}

/** A part's failure and the step it failed at (the agent is told which). */
class PartFailure {
  constructor(
    readonly cause: unknown,
    readonly step: ExternalProviderStep,
  ) {}
}

/**
 * Asks the provider to hold tickets for the booking, before the booking's own transaction: per part
 * (one, or adults and children on their own products) the product's option and unit ids and the day's
 * availability id, then the reservation. The ids come from the provider's answers kept in the database
 * (plan-source.ts), so in the usual case the reserve is the only call here. A kept plan the provider
 * refuses as out of date (or that looks unsellable) is made again once from fresh answers; what the
 * fresh answers cannot sell is the agent's to change (422). Any failure releases what was held and
 * answers 502 with a typed reason (failures.ts).
 */
export async function reserveWithProvider(
  link: ProviderLink,
  mapping: ExternalSlotMapping,
  booking: {
    date: string;
    startMinutes: number | null;
    party: Party;
    clientRef: string;
    contact: GuestContact;
  },
  source: PlanSource,
): Promise<Hold[]> {
  const held: Hold[] = [];
  const attempted: string[] = [];

  const reserve = async (part: PartRequest, plan: PartPlan) => {
    // Our own uuid (OCTO's idempotency key for the booking): a reserve that timed out may still be
    // made at the provider, and this is how we release it.
    const uuid = randomUUID();
    attempted.push(uuid);
    const reserved = await link.client.reserve({
      uuid,
      productId: part.productId,
      optionId: plan.option.id,
      availabilityId: plan.availability.id,
      unitItems: plan.items.map((i) => ({ unitId: i.unitId })),
      resellerReference: booking.clientRef,
      expirationMinutes: HOLD_MINUTES,
    });
    held.push({
      part: part.part,
      providerId: link.id,
      uuid: reserved.uuid,
      supplierReference: reserved.supplierReference ?? null,
      kinds: plan.items.map((i) => i.kind),
    });
  };

  const reservePart = async (part: PartRequest) => {
    let step: ExternalProviderStep = 'availability';
    try {
      const kept = { ...KEPT };
      let plan: PartPlan;
      try {
        plan = await planPart(source, part, booking, KEPT, kept);
      } catch (err) {
        // Sold out or no such departure in a kept answer: the provider's word now decides.
        if (!(err instanceof PlanProblem) || !(kept.product || kept.availability)) throw err;
        plan = await planPart(source, part, booking, { ...kept }, { ...KEPT });
      }
      step = 'reserve';
      let refresh: Fresh | null;
      try {
        await reserve(part, plan);
        return;
      } catch (err) {
        refresh = refreshAfter(err, plan.kept);
        if (!refresh) throw err;
      }
      step = 'availability';
      plan = await planPart(source, part, booking, refresh, { ...KEPT });
      step = 'reserve';
      await reserve(part, plan);
    } catch (err) {
      throw new PartFailure(err, step);
    }
  };

  // Every part settles before we decide, so a failed part never leaves another's reserve in flight.
  const settled = await Promise.allSettled(partsOf(mapping, booking.party).map(reservePart));
  const failed = settled.find((r) => r.status === 'rejected');
  if (!failed) return held;

  await releaseQuietly(
    link.client,
    attempted.map((uuid) => ({ uuid })),
  );
  const { cause, step } = failed.reason as PartFailure;
  if (cause instanceof PlanProblem) {
    throw new AppError('business_rule', cause.refusal, {
      title: fillTemplate(CANNOT_SELL_TITLE, { provider: link.name }),
      fields: { [cause.field]: cause.message },
      body: { reason: 'provider_unavailable', step, provider: link.name },
    });
  }
  if (cause instanceof AppError) throw cause;
  throw providerFailure(cause, step, link.name);
}

export { releaseQuietly as releaseHolds };

/** The confirmed references and ticket codes of each part, stored once the provider confirmed them. */
export interface Confirmed {
  hold: Hold;
  supplierReference: string | null;
  codes: TicketCode[];
}

/**
 * A confirm whose answer is unclear (no answer in time, no connection, an answer we cannot read, a
 * passing 5xx) may still have been made at the supplier: the booking is read back (GET /bookings/{uuid},
 * issue 26 item 4) and a CONFIRMED one is taken as the answer, so a lost answer no longer leaves a
 * booking confirmed at the supplier that Caravan undoes (or never learns of). A read-back that fails
 * too, or finds it not confirmed, leaves the confirm's own failure to decide.
 */
export async function confirmOrReadBack(
  client: OctoBookingClient,
  uuid: string,
  request: Parameters<OctoBookingClient['confirm']>[1],
) {
  try {
    return await client.confirm(uuid, request);
  } catch (err) {
    if (!isUnclear(err)) throw err;
    const now = await client.booking(uuid).catch(() => null);
    if (now?.status === BookingStatus.CONFIRMED) return now;
    throw err;
  }
}

/** A failure that does not say whether the supplier did it: anything but its final refusal. */
const isUnclear = (err: unknown) => isProviderError(err) && !isFinalRefusal(err, 'confirm');

/**
 * After the booking's transaction committed: confirm every hold, then store references and codes.
 * When any confirm fails, the caller undoes the booking (the provider's booking is not complete, so
 * neither is ours); holds that did confirm are cancelled so nothing stays sold at the provider.
 */
export async function confirmWithProvider(
  db: Db,
  link: ProviderLink,
  mapping: Pick<ExternalSlotMapping, 'codeType' | 'ticketPerPax'>,
  bookingId: number,
  holds: readonly Hold[],
  contact: { guest: GuestContact; reference: string },
): Promise<Confirmed[]> {
  const results = await Promise.allSettled(
    holds.map(async (hold) => {
      const booking = await confirmOrReadBack(link.client, hold.uuid, {
        resellerReference: contact.reference,
        contact: octoContactOf(contact.guest),
      });
      return {
        hold,
        supplierReference: booking.supplierReference ?? hold.supplierReference,
        codes: ticketCodesOf(booking, mapping, hold.kinds),
      } satisfies Confirmed;
    }),
  );
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) {
    const confirmed = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.hold] : []));
    const unconfirmed = holds.filter((h) => !confirmed.includes(h));
    await Promise.all([
      ...confirmed.map((h) => link.client.cancel(h.uuid, 'Booking not completed').catch(() => undefined)),
      releaseQuietly(link.client, unconfirmed),
    ]);
    throw providerFailure((failed as PromiseRejectedResult).reason, 'confirm', link.name);
  }
  const done = results.map((r) => (r as PromiseFulfilledResult<Confirmed>).value);
  await writeTransaction(db, async (trx) => {
    for (const c of done) {
      await markTickets(trx, bookingId, c.hold.part, {
        status: 'confirmed',
        supplierReference: c.supplierReference,
        codes: c.codes,
      });
    }
  });
  return done;
}
