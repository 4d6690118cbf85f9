import type { Tour, TourForEdit } from '../../../contract';
import { changedFields } from '../../../domain/changed-fields';
import type { AuthUser } from '../../auth/guard';
import { ownSupplierId, type RequestScope } from '../../auth/scope';
import type { Db } from '../../db/database';
import { sanitizeRichText } from '../../http/rich-text';
import { AppError, badRequest, notFound } from '../../http/errors';
import { staleSaveError } from './change-log';
import { recordChange } from './change-log-repo';
import {
  findTourRow,
  findTourWithChildren,
  readTourForEdit,
  tourForEdit,
  type TourRow,
  type TourScope,
} from './tour-read-repo';
import { existingReferences } from './tour-references-repo';
import {
  insertTour,
  NO_CHILDREN,
  savedTourRow,
  saveTourChildren,
  setTourDeleted,
  updateTour,
} from './tour-write-repo';
import { TOUR_NOT_FOUND } from './tour-supplier';

/** 02-catalogue §8: the text of a tour that cannot be opened (missing, or another supplier's). */
export const URL_TAKEN = 'Url is already used by another tour';

export const tourNotFound = () => notFound(TOUR_NOT_FOUND);

export async function tourInScope(db: Db, scope: TourScope, id: number): Promise<TourRow> {
  const row = await findTourRow(db, scope, id);
  if (!row) throw tourNotFound();
  return row;
}

const unique = <T>(items: T[], key: (t: T) => unknown): T[] => {
  const seen = new Set<unknown>();
  return items.filter((i) => (seen.has(key(i)) ? false : (seen.add(key(i)), true)));
};

/**
 * The tour as it is stored: rich text cleaned (lists and links only), a default cancellation policy
 * kept empty (the account's applies, spec 02 §4), a category or photo named twice kept once, lists
 * numbered from 1 in the order sent, and the offers list (read only) dropped.
 */
export function prepareTour(t: Tour): Tour {
  return {
    ...t,
    termsAndConditions: sanitizeRichText(t.termsAndConditions),
    faq: sanitizeRichText(t.faq),
    salesDescription: sanitizeRichText(t.salesDescription),
    tourItinerary: sanitizeRichText(t.tourItinerary),
    notesToClientsPostBooking: sanitizeRichText(t.notesToClientsPostBooking),
    cancellationPolicy: t.isDefaultCancellationPolicy ? [] : t.cancellationPolicy,
    toursCategories: [...new Set(t.toursCategories)],
    photos: unique(t.photos, (p) => p.id).map((p) => ({ id: p.id })),
    faqs: t.faqs.map((f, i) => ({ ...f, index: i + 1 })),
    itineraries: t.itineraries.map((it, i) => ({
      ...it,
      index: i + 1,
      stops: it.stops.map((s, j) => ({ ...s, index: j + 1 })),
    })),
    offers: undefined,
  };
}

/** What a change compares: photos by id, itineraries without their ids (a save may renumber them). */
function comparable(t: Tour | TourForEdit) {
  const { offers: _offers, ...rest } = t;
  return {
    ...rest,
    photos: t.photos.map((p) => p.id),
    itineraries: t.itineraries.map(({ id: _id, ...it }) => it),
  };
}

const NOT_COMPARED = ['id', 'version'] as const;
const isEmptyList = (v: unknown) => Array.isArray(v) && v.length === 0;

/**
 * The fields a save changes. The stored rich text is compared as the cleaner writes it: a text stored
 * in another spelling of the same markup (the demo's `<br>`, the cleaner's `<br />`) is not a change
 * (issue 24 item 15: 'faq' was reported changed on seeded tours nobody had touched).
 */
export function tourChanges(before: Tour | TourForEdit, after: Tour): string[] {
  const stored = {
    ...before,
    termsAndConditions: sanitizeRichText(before.termsAndConditions),
    faq: sanitizeRichText(before.faq),
    salesDescription: sanitizeRichText(before.salesDescription),
    tourItinerary: sanitizeRichText(before.tourItinerary),
    notesToClientsPostBooking: sanitizeRichText(before.notesToClientsPostBooking),
  };
  return changedFields(comparable(stored), comparable(after), NOT_COMPARED);
}

/**
 * 400 with a message per field for ids that name nothing usable, or a url another tour has; else the
 * photos found, with what the edit screen shows of them.
 */
async function checkReferences(db: Db, supplierId: number, t: Tour) {
  const found = await existingReferences(db, supplierId, t);
  const fields: Record<string, string> = {};
  t.toursCategories.forEach((id, i) => {
    if (!found.categoryIds.has(id)) fields[`toursCategories.${i}`] = 'Tour category not found';
  });
  if (t.cityId && !found.cityFound) fields.cityId = 'City not found';
  if (!found.languageFound) fields.languageId = 'Language not found';
  t.photos.forEach((p, i) => {
    if (!found.photos.has(p.id)) fields[`photos.${i}.id`] = 'Photo not found in your media';
  });
  if (t.heroImageId && !found.photos.has(t.heroImageId)) fields.heroImageId = 'Photo not found in your media';
  if (found.urlTaken) fields.url = URL_TAKEN;
  const [first] = Object.values(fields);
  if (first) throw badRequest(first, fields);
  return found.photos;
}

/** A second save racing on one url passes the check above; the unique index refuses it (0017). */
function urlClash(e: unknown): AppError | null {
  const err = e as { code?: string; message?: string; constraint?: string };
  const unique = err.code === '23505' || err.code === 'SQLITE_CONSTRAINT_UNIQUE';
  const onUrl = /url/i.test(`${err.constraint ?? ''} ${err.message ?? ''}`);
  return unique && onUrl ? badRequest(URL_TAKEN, { url: URL_TAKEN }) : null;
}

async function guard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    throw urlClash(e) ?? e;
  }
}

/** POST /api/tours: a new tour of the caller's supplier, version 1. */
export async function createTour(trx: Db, scope: RequestScope, input: Tour): Promise<TourForEdit> {
  const { user } = scope;
  const supplierId = ownSupplierId(scope);
  if (input.id !== 0)
    throw badRequest('A new tour has id 0; save an existing one with PUT', { id: 'Must be 0' });
  const t = { ...prepareTour(input), isDeleted: false };
  const photos = await checkReferences(trx, supplierId, t);
  const row = await guard(() => insertTour(trx, supplierId, t));
  const id = row.id;
  const children = await saveTourChildren(trx, id, t, NO_CHILDREN, photos);
  // A new tour's "changes" are the fields it was given a value in.
  const given = Object.entries(comparable(t))
    .filter(([k, v]) => !NOT_COMPARED.includes(k as 'id') && v !== null && v !== '' && !isEmptyList(v))
    .map(([k]) => k)
    .sort();
  await recordChange(trx, {
    entity: 'tour',
    entityId: id,
    version: 1,
    userId: user.id,
    action: 'create',
    changedFields: given,
  });
  // The answer from the values just written: the same as reading them back (tours-save tests).
  return tourForEdit(row, children);
}

/**
 * PUT /api/tours: the tour and every child list replaced, from the version the editor started from.
 * Deletion is not a field of this save: the stored flag stays (PUT /api/tours/{id}/deleted).
 */
export async function updateTourFromEditor(
  trx: Db,
  user: AuthUser,
  scope: TourScope,
  input: Tour,
): Promise<TourForEdit> {
  if (input.id === 0) throw badRequest('A new tour is created with POST', { id: 'Must not be 0' });
  const found = await findTourWithChildren(trx, scope, input.id);
  if (!found) throw tourNotFound();
  const { row, children: stored } = found;
  const t = { ...prepareTour(input), isDeleted: row.isDeleted === 1 };
  const photos = await checkReferences(trx, row.supplierId, t);
  if (input.version !== row.version)
    throw await staleSaveError(trx, 'tour', row.id, input.version, row.version, 'tour');
  const before = tourForEdit(row, stored);
  const fields = tourChanges(before, t);
  if (fields.length === 0) return before;
  const moved = await guard(() => updateTour(trx, row.id, row.version, t));
  if (!moved) {
    const now = await tourInScope(trx, scope, row.id);
    throw await staleSaveError(trx, 'tour', row.id, input.version, now.version, 'tour');
  }
  // Only the lists that differ from the stored ones are written; the answer is built from the values
  // written, not read back (about 35 statements a save before, 5 for a save of a few fields now).
  const children = await saveTourChildren(trx, row.id, t, stored, photos);
  await recordChange(trx, {
    entity: 'tour',
    entityId: row.id,
    version: row.version + 1,
    userId: user.id,
    action: 'update',
    changedFields: fields,
  });
  return tourForEdit(savedTourRow(row, t), children);
}

/** GET /api/tours/manage/{id}: the tour with every child list, as its edit screen opens it. */
export async function tourToEdit(db: Db, scope: TourScope, id: number): Promise<TourForEdit> {
  const found = await findTourWithChildren(db, scope, id);
  if (!found) throw tourNotFound();
  return tourForEdit(found.row, found.children);
}

/** PUT /api/tours/{id}/deleted: the trash flag, from the version the caller saw, audited. */
export async function setDeleted(
  trx: Db,
  user: AuthUser,
  scope: TourScope,
  id: number,
  flag: { isDeleted: boolean; version: number },
): Promise<TourForEdit> {
  const row = await tourInScope(trx, scope, id);
  if (flag.version !== row.version)
    throw await staleSaveError(trx, 'tour', row.id, flag.version, row.version, 'tour');
  if ((row.isDeleted === 1) === flag.isDeleted) return readTourForEdit(trx, row);
  if (!(await setTourDeleted(trx, row.id, row.version, flag.isDeleted))) {
    const now = await tourInScope(trx, scope, row.id);
    throw await staleSaveError(trx, 'tour', row.id, flag.version, now.version, 'tour');
  }
  await recordChange(trx, {
    entity: 'tour',
    entityId: row.id,
    version: row.version + 1,
    userId: user.id,
    action: flag.isDeleted ? 'delete' : 'restore',
    changedFields: ['isDeleted'],
  });
  return readTourForEdit(trx, await tourInScope(trx, scope, row.id));
}
