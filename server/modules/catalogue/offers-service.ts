// The rules of saving a ticket (offer): whose it is, what its children may name, stale saves, periods.
import type { Offer, OfferForEdit, ValidPeriod } from '../../../contract';
import { firstOverlap, periodsOverlap, PERIODS_OVERLAP_MESSAGE } from '../../../domain/valid-periods';
import type { AuthUser } from '../../auth/guard';
import type { Db } from '../../db/database';
import { AppError, badRequest, notFound } from '../../http/errors';
import type { StoredAnswer } from '../../http/idempotency';
import { sanitizeRichText } from '../../http/rich-text';
import {
  foreignPhotos,
  foreignTicketTypes,
  foreignTimeSlots,
  insertOffer,
  insertPeriod,
  offerOfScope,
  offerPeriods,
  offerToApi,
  offerVersion,
  saveOfferChildren,
  saveOfferPeriods,
  setOfferDeletedFlag,
  setOfferVersion,
  tourOfScope,
  tourPolicy,
  unknownCities,
  updateOffer,
  updatePeriod,
  type CatalogueScope,
} from './offers-repo';
import { staleSaveError } from './change-log';
import { recordChange } from './change-log-repo';
import { periodToApi, periodToRow } from './valid-periods';
import { inactiveTicketTypes } from './ticket-types-repo';
import { TOUR_NOT_FOUND } from './tour-supplier';

export const TICKET_NOT_FOUND = 'Ticket not found or you are not allowed to manage it';
export const PERIOD_NOT_FOUND = 'Valid period not found or you are not allowed to manage it';

export interface OfferSaved {
  id: number;
  tourId: number;
  version: number;
}

/** GET /api/offers/manage/{id}: the offer with its children, its tour's name and cancellation policy. */
export async function offerForEdit(db: Db, scope: CatalogueScope, id: number): Promise<OfferForEdit> {
  const row = await offerOfScope(db, scope, id);
  if (!row) throw notFound(TICKET_NOT_FOUND);
  const tour = await tourOfScope(db, scope, row.tourId);
  if (!tour) throw notFound(TICKET_NOT_FOUND);
  return {
    offer: await offerToApi(db, row),
    tourName: tour.nameDisplay,
    tourCancellationPolicy: tourPolicy(tour),
  };
}

/**
 * The offer as it is stored from what was sent: rich text cleaned, the custom cancellation policy kept
 * only while it overrides the tour's, hero image only when it is one of its photos or none.
 */
function normalise(o: Offer): Offer {
  const unique = (ids: number[]) => [...new Set(ids)];
  return {
    ...o,
    // The lists are sets: an id twice is kept once (in its first place), not a 500 on the child's key.
    origin: unique(o.origin),
    timeSlots: unique(o.timeSlots),
    ticketTypesAdult: unique(o.ticketTypesAdult),
    ticketTypesChild: unique(o.ticketTypesChild),
    ticketTypesInfant: unique(o.ticketTypesInfant),
    photos: o.photos.filter((p, i) => o.photos.findIndex((q) => q.id === p.id) === i),
    description: sanitizeRichText(o.description),
    notesToClientsPostBooking: sanitizeRichText(o.notesToClientsPostBooking),
    cancellationPolicy: o.isOverrideTourCancellationPolicy ? o.cancellationPolicy : [],
  };
}

/** What a field looks like for comparing two versions: periods by their stored values, photos by id. */
function comparable(o: Offer, key: keyof Offer): string {
  if (key === 'validPeriods') return JSON.stringify(o.validPeriods.map((p) => [p.id, periodToRow(p, 0)]));
  if (key === 'photos') return JSON.stringify(o.photos.map((p) => p.id));
  const v = o[key];
  return JSON.stringify(Array.isArray(v) && typeof v[0] === 'number' ? [...v].sort() : (v ?? null));
}

const COMPARED: Array<keyof Offer> = [
  'tourId',
  'nameInternal',
  'nameDisplay',
  'minNumOfPeople',
  'maxNumOfPeople',
  'numberOfHours',
  'isTicketsRequired',
  'minimumAdvancedPayment',
  'origin',
  'validPeriods',
  'description',
  'heroImageId',
  'photos',
  'childrenAllowed',
  'childAge',
  'infantsAllowed',
  'infantAge',
  'isDirectReporting',
  'allowDirectCollection',
  'isAppendTransactionFeeB2b',
  'ticketTypesAdult',
  'ticketTypesChild',
  'ticketTypesInfant',
  'isDeleted',
  'timeSlots',
  'bookingType',
  'notesToClientsPostBooking',
  'isOverrideTourCancellationPolicy',
  'cancellationPolicy',
];

export const changedOfferFields = (before: Offer, after: Offer) =>
  COMPARED.filter((k) => comparable(before, k) !== comparable(after, k));

/** 409: someone saved the offer since `version`; says which fields changed, by whom and when (change-log.ts). */
async function staleOffer(db: Db, offerId: number, version: number): Promise<AppError> {
  const current = await offerVersion(db, offerId);
  return staleSaveError(db, 'offer', offerId, version, current ?? version, 'ticket');
}

/** Every id the offer names must be its supplier's (or a known city): 400 with the field otherwise. */
async function checkReferences(db: Db, supplierId: number, o: Offer): Promise<void> {
  const fields: Record<string, string> = {};
  const typeIds = [...o.ticketTypesAdult, ...o.ticketTypesChild, ...o.ticketTypesInfant];
  const [types, inactive, cities, slots, photos] = await Promise.all([
    foreignTicketTypes(db, supplierId, typeIds),
    inactiveTicketTypes(db, typeIds, o.id),
    unknownCities(db, o.origin),
    foreignTimeSlots(db, supplierId, o.timeSlots),
    foreignPhotos(db, supplierId, [...o.photos.map((p) => p.id), ...(o.heroImageId ? [o.heroImageId] : [])]),
  ]);
  for (const field of ['ticketTypesAdult', 'ticketTypesChild', 'ticketTypesInfant'] as const)
    if (o[field].some((id) => types.has(id))) fields[field] = 'Choose ticket types of your own stock';
    else if (o[field].some((id) => inactive.has(id)))
      fields[field] = 'This ticket type is deactivated: choose an active one';
  if (cities.size > 0) fields.origin = 'Unknown city';
  if (slots.size > 0) fields.timeSlots = 'Choose time slots of your own time slot groups';
  if (o.photos.some((p) => photos.has(p.id))) fields.photos = 'Choose photos of your own media library';
  if (o.heroImageId && photos.has(o.heroImageId))
    fields.heroImageId = 'Choose a photo of your own media library';
  const overlap = firstOverlap(o.validPeriods);
  if (overlap >= 0) fields[`validPeriods.${overlap}.periodStart`] = PERIODS_OVERLAP_MESSAGE;
  const first = Object.entries(fields)[0];
  if (first) throw badRequest(first[1], fields);
}

/**
 * POST (id 0) and PUT /api/offers: the tour must be the caller's, every id it names its supplier's;
 * an update names the version it started from and answers 409 when someone saved in between.
 */
export async function saveOffer(
  trx: Db,
  user: AuthUser,
  scope: CatalogueScope,
  sent: Offer,
  mode: 'create' | 'update',
): Promise<StoredAnswer<OfferSaved>> {
  if (mode === 'create' && sent.id !== 0)
    throw badRequest('A new ticket has id 0; save changes with PUT', { id: 'A new ticket has id 0' });
  if (mode === 'update' && sent.id === 0)
    throw badRequest('A new ticket is saved with POST', { id: 'A saved ticket has an id' });
  // Whose it is comes first: another supplier's ticket is a 404 whatever else the body holds.
  const row = mode === 'update' ? await offerOfScope(trx, scope, sent.id) : undefined;
  if (mode === 'update' && !row) throw notFound(TICKET_NOT_FOUND);
  const tour = await tourOfScope(trx, scope, sent.tourId);
  if (!tour) throw notFound(TOUR_NOT_FOUND);
  const o = normalise(sent);
  await checkReferences(trx, tour.supplierId, o);
  const updatedAt = new Date().toISOString();

  if (mode === 'create') {
    const id = await insertOffer(trx, o, updatedAt);
    await saveOfferChildren(trx, id, o, null);
    for (const p of o.validPeriods) await insertPeriod(trx, id, p);
    await recordChange(trx, {
      entity: 'offer',
      entityId: id,
      version: 1,
      userId: user.id,
      action: 'create',
      changedFields: COMPARED,
    });
    return { status: 201, body: { id, tourId: o.tourId, version: 1 } };
  }

  if (!row) throw notFound(TICKET_NOT_FOUND);
  if (row.version !== o.version) throw await staleOffer(trx, o.id, o.version);
  // A period id must be one of this offer's: never move another offer's period here.
  const own = new Set((await offerPeriods(trx, o.id)).map((p) => p.id));
  const strayIndex = o.validPeriods.findIndex(
    (p, i) => p.id > 0 && (!own.has(p.id) || o.validPeriods.findIndex((q) => q.id === p.id) !== i),
  );
  if (strayIndex >= 0)
    throw badRequest(PERIOD_NOT_FOUND, { [`validPeriods.${strayIndex}.id`]: PERIOD_NOT_FOUND });
  const before = await offerToApi(trx, row);
  const changedFields = changedOfferFields(before, o);
  const version = row.version + 1;
  // Conditional on the version read: of two instances saving the same version, one wins, one gets 409.
  if (!(await updateOffer(trx, o, row.version, updatedAt))) throw await staleOffer(trx, o.id, o.version);
  await saveOfferChildren(trx, o.id, o, before);
  await saveOfferPeriods(trx, o.id, o.validPeriods);
  await recordChange(trx, {
    entity: 'offer',
    entityId: o.id,
    version,
    userId: user.id,
    action: 'update',
    changedFields,
  });
  return { status: 200, body: { id: o.id, tourId: o.tourId, version } };
}

/** PUT /api/offers/{id}/deleted: delete or restore (a flag), audited in the change log. */
export async function setOfferDeleted(
  trx: Db,
  user: AuthUser,
  scope: CatalogueScope,
  id: number,
  flag: { isDeleted: boolean; version: number },
): Promise<StoredAnswer<OfferSaved>> {
  const row = await offerOfScope(trx, scope, id);
  if (!row) throw notFound(TICKET_NOT_FOUND);
  if (row.version !== flag.version) throw await staleOffer(trx, id, flag.version);
  const version = row.version + 1;
  if (!(await setOfferDeletedFlag(trx, id, row.version, flag.isDeleted)))
    throw await staleOffer(trx, id, flag.version);
  await recordChange(trx, {
    entity: 'offer',
    entityId: id,
    version,
    userId: user.id,
    action: flag.isDeleted ? 'delete' : 'restore',
    changedFields: (row.isDeleted === 1) === flag.isDeleted ? [] : ['isDeleted'],
  });
  return { status: 200, body: { id, tourId: row.tourId, version } };
}

/**
 * POST /api/validperiods: one period of an existing offer of the caller, saved on its own (id 0 adds
 * it). It moves the offer's version like any change to the offer, so a stale whole-offer save cannot
 * silently drop it; the route's X-Offer-Version header gives the editor the version to continue from.
 */
export async function saveValidPeriod(
  trx: Db,
  user: AuthUser,
  scope: CatalogueScope,
  p: ValidPeriod,
): Promise<StoredAnswer<ValidPeriod>> {
  const offer = await offerOfScope(trx, scope, p.offerId);
  if (!offer) throw notFound(TICKET_NOT_FOUND);
  const periods = await offerPeriods(trx, p.offerId);
  if (p.id > 0 && !periods.some((x) => x.id === p.id)) throw notFound(PERIOD_NOT_FOUND);
  if (periods.some((x) => x.id !== p.id && periodsOverlap(x, p)))
    throw badRequest(PERIODS_OVERLAP_MESSAGE, { periodStart: PERIODS_OVERLAP_MESSAGE });
  const row = p.id > 0 ? await updatePeriod(trx, p.offerId, p.id, p) : await insertPeriod(trx, p.offerId, p);
  if (!row) throw notFound(PERIOD_NOT_FOUND);
  const version = offer.version + 1;
  await setOfferVersion(trx, offer.id, version);
  await recordChange(trx, {
    entity: 'offer',
    entityId: offer.id,
    version,
    userId: user.id,
    action: 'update',
    changedFields: ['validPeriods'],
  });
  return { status: p.id > 0 ? 200 : 201, body: periodToApi(row) };
}
