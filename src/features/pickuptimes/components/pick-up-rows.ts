import type { PickUpTimeSetOut, SupplierHotel, SupplierRegion } from '../../../../contract';

export interface RegionRow {
  regionId: number;
  name: string;
  cityId: number;
  cityName: string;
  timeStart: number;
  timeEnd: number;
  isActive: boolean;
}

export interface HotelRow {
  hotelId: number;
  name: string;
  cityId: number;
  cityName: string;
  regionId: number;
  regionName: string;
  timeStart: number;
  timeEnd: number;
  isOverridden: boolean;
}

/** Every region, with the set's entry where it has one; a region without one starts inactive. */
export function regionRows(
  regions: readonly SupplierRegion[],
  set: PickUpTimeSetOut | undefined,
): RegionRow[] {
  const entries = new Map(set?.regionsPickUpTimes.map((e) => [e.regionId, e]));
  return regions.map((r) => {
    const e = entries.get(r.id);
    return {
      regionId: r.id,
      name: r.name,
      cityId: r.cityId,
      cityName: r.cityName,
      timeStart: e?.timeStart ?? 0,
      timeEnd: e?.timeEnd ?? 0,
      isActive: e?.isActive ?? false,
    };
  });
}

/** Every hotel, with the set's override where it has one. */
export function hotelRows(hotels: readonly SupplierHotel[], set: PickUpTimeSetOut | undefined): HotelRow[] {
  const entries = new Map(set?.hotelsPickUpTimes.map((e) => [e.hotelId, e]));
  return hotels.map((h) => {
    const e = entries.get(h.id);
    return {
      hotelId: h.id,
      name: h.name,
      cityId: h.cityId,
      cityName: h.cityName,
      regionId: h.regionId,
      regionName: h.regionName,
      timeStart: e?.timeStart ?? 0,
      timeEnd: e?.timeEnd ?? 0,
      isOverridden: Boolean(e),
    };
  });
}
