import type { ArrivalTables } from './arrivals';
import type { AuthTables } from './auth';
import type { BookingTables } from './bookings';
import type { ExternalBookingTables } from './external-bookings';
import type { CatalogueTables } from './catalogue';
import type { ContractTables } from './contracts';
import type { ExternalProviderTables } from './external-providers';
import type { GeographyTables } from './geography';
import type { MediaTables } from './media';
import type { OctoTables } from './octo';
import type { OrganisationTables } from './organisations';
import type { PlatformTables } from './platform';
import type { ScheduleTables } from './schedules';

// The whole database as Kysely sees it, composed from one file of table types per area.

export interface DB
  extends
    PlatformTables,
    AuthTables,
    OrganisationTables,
    GeographyTables,
    MediaTables,
    CatalogueTables,
    ScheduleTables,
    ArrivalTables,
    BookingTables,
    ContractTables,
    ExternalProviderTables,
    ExternalBookingTables,
    OctoTables {}
