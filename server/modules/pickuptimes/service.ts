import type { z } from 'zod';
import type { Option, PickUpTimeSetOut, PickUpTimeSetRow, pickUpTimeSetSchema } from '../../../contract';
import { insertBatched } from '../../db/batch';
import type { Db } from '../../db/database';
import { AppError, badRequest } from '../../http/errors';
import { GROUP_NOT_FOUND } from '../timeslots/service';
import {
  ownSupplierId,
  reachesAll,
  supplierFilter,
  type RequestScope,
  type SupplierFilter,
} from '../../auth/scope';
import {
  countHotels,
  countRegions,
  findSet,
  insertSet,
  listSets,
  setHotels,
  setNames,
  setRegions,
  updateSetClearingTimes,
} from './repo';

type SetInput = z.output<typeof pickUpTimeSetSchema>;

// 02-catalogue §8 gives a pick-up time that fails to load the time slot group's text.
const notFound = () => new AppError('not_found', GROUP_NOT_FOUND);

export const NOT_APPLICABLE: Option = { label: 'Not applicable', value: 0 };

export async function pickUpOptions(db: Db, supplierId: number): Promise<Option[]> {
  const sets = await setNames(db, supplierId);
  const sorted = sets
    .map((s) => ({ label: s.name, value: s.id }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en', { sensitivity: 'base' }) || a.value - b.value);
  return [NOT_APPLICABLE, ...sorted];
}

/** The sets the caller reaches; whose each is when that is more than one supplier. */
export async function pickUpList(db: Db, suppliers: SupplierFilter): Promise<PickUpTimeSetRow[]> {
  const showSupplier = reachesAll(suppliers);
  return (await listSets(db, suppliers)).map((s) => ({
    id: s.id,
    name: s.name,
    isFixedTime: s.isFixedTime === 1,
    regions: Number(s.regions),
    hotels: Number(s.hotels),
    supplierName: showSupplier ? s.supplierName : null,
  }));
}

export async function pickUpSet(db: Db, suppliers: SupplierFilter, id: number): Promise<PickUpTimeSetOut> {
  const set = await findSet(db, suppliers, id);
  if (!set) throw notFound();
  const [regions, hotels] = [await setRegions(db, id), await setHotels(db, id)];
  return {
    id: set.id,
    name: set.name,
    isFixedTime: set.isFixedTime === 1,
    regionsPickUpTimes: regions.map((r) => ({
      name: r.name,
      regionId: r.regionId,
      cityId: r.cityId,
      cityName: r.cityName,
      timeStart: r.timeStart,
      timeEnd: r.timeEnd,
      isActive: r.isActive === 1,
    })),
    hotelsPickUpTimes: hotels.map((h) => ({
      name: h.name,
      hotelId: h.hotelId,
      regionId: h.regionId,
      regionName: h.regionName,
      cityId: h.cityId,
      cityName: h.cityName,
      timeStart: h.timeStart,
      timeEnd: h.timeEnd,
    })),
  };
}

function unique(ids: number[], field: string, message: string) {
  if (new Set(ids).size !== ids.length) throw badRequest(message, { [field]: message });
}

/** A new set is the caller's own supplier's; an existing one (within reach) stays its supplier's. */
export async function savePickUpSet(trx: Db, scope: RequestScope, s: SetInput) {
  const regionIds = s.regionsPickUpTimes.map((r) => r.regionId);
  const hotelIds = s.hotelsPickUpTimes.map((h) => h.hotelId);
  unique(regionIds, 'regionsPickUpTimes', 'A region is listed twice');
  unique(hotelIds, 'hotelsPickUpTimes', 'A hotel is listed twice');
  if ((await countRegions(trx, regionIds)) !== regionIds.length)
    throw badRequest('Unknown region', { regionsPickUpTimes: 'Unknown region' });
  if ((await countHotels(trx, hotelIds)) !== hotelIds.length)
    throw badRequest('Unknown hotel', { hotelsPickUpTimes: 'Unknown hotel' });
  const values = { name: s.name, isFixedTime: s.isFixedTime ? 1 : 0 };
  let id = s.id;
  if (!id) {
    id = await insertSet(trx, { ...values, supplierId: ownSupplierId(scope) });
  } else {
    if (!(await findSet(trx, supplierFilter(scope), id))) throw notFound();
    await updateSetClearingTimes(trx, id, values);
  }
  const setId = id;
  await insertBatched(
    trx,
    'pickUpTimeRegions',
    s.regionsPickUpTimes.map((r) => ({
      pickUpTimeId: setId,
      regionId: r.regionId,
      timeStart: r.timeStart,
      timeEnd: r.timeEnd,
      isActive: r.isActive ? 1 : 0,
    })),
  );
  await insertBatched(
    trx,
    'pickUpTimeHotels',
    s.hotelsPickUpTimes.map((h) => ({
      pickUpTimeId: setId,
      hotelId: h.hotelId,
      timeStart: h.timeStart,
      timeEnd: h.timeEnd,
    })),
  );
  return { id: setId };
}
