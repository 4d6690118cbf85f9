import type { Insertable } from 'kysely';
import type { Db } from '../database';
import type { DB } from '../tables';
import { insertBatched, type SeedCounts } from '../batch';
import { CITIES, HOME_COUNTRY, SOURCE_COUNTRIES } from './content/places';
import type { Random } from './random';

export interface SeedHotel {
  id: number;
  name: string;
  regionId: number;
  cityId: number;
}

export interface Geography {
  countryIdByCode: Map<string, number>;
  cityIdByName: Map<string, number>;
  regions: { id: number; name: string; cityId: number }[];
  hotels: SeedHotel[];
}

/** Countries, cities, districts and hotels, with explicit ids so later areas can refer to them in memory. */
export async function seedGeography(db: Db, rng: Random, counts: SeedCounts): Promise<Geography> {
  const countries = [HOME_COUNTRY, ...SOURCE_COUNTRIES].map((c, i) => ({
    id: i + 1,
    name: c.name,
    code: c.code,
  }));
  const homeId = countries[0].id;

  const cities: Insertable<DB['cities']>[] = [];
  const regions: Geography['regions'] = [];
  const hotels: Insertable<DB['hotels']>[] = [];
  for (const city of CITIES) {
    const cityId = cities.length + 1;
    cities.push({ id: cityId, name: city.name, countryId: homeId });
    for (const region of city.regions) {
      const regionId = regions.length + 1;
      regions.push({ id: regionId, name: region.name, cityId });
      for (const name of region.hotels) {
        hotels.push({
          id: hotels.length + 1,
          name,
          regionId,
          cityId,
          address: `${region.street}, ${region.name}, ${city.name}`,
          // About ±400 m around the district centre: on the map, hotels sit in their district.
          lat: round6(region.lat + (rng.next() - 0.5) * 0.008),
          lng: round6(region.lng + (rng.next() - 0.5) * 0.008),
          isDeleted: 0,
        });
      }
    }
  }

  await db.transaction().execute(async (trx) => {
    await insertBatched(trx, 'countries', countries, counts);
    await insertBatched(trx, 'cities', cities, counts);
    await insertBatched(trx, 'regions', regions, counts);
    await insertBatched(trx, 'hotels', hotels, counts);
  });

  return {
    countryIdByCode: new Map(countries.map((c) => [c.code, c.id])),
    cityIdByName: new Map(cities.map((c) => [c.name, c.id as number])),
    regions,
    hotels: hotels.map((h) => ({ id: h.id as number, name: h.name, regionId: h.regionId, cityId: h.cityId })),
  };
}

function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
