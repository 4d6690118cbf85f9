import type { Generated } from 'kysely';

// Countries, cities, regions and hotels.
// Table types, camelCase (CamelCasePlugin maps them to snake_case columns). Mirrors migrations/.

export interface CountriesTable {
  id: Generated<number>;
  name: string;
  code: string;
}

export interface CitiesTable {
  id: Generated<number>;
  name: string;
  countryId: number;
}

export interface RegionsTable {
  id: Generated<number>;
  name: string;
  cityId: number;
}

export interface HotelsTable {
  id: Generated<number>;
  name: string;
  regionId: number;
  cityId: number;
  address: string | null;
  lat: number | null;
  lng: number | null;
  isDeleted: Generated<number>;
}

export interface GeographyTables {
  countries: CountriesTable;
  cities: CitiesTable;
  regions: RegionsTable;
  hotels: HotelsTable;
}
