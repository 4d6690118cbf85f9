import type { AirportFlight, AirportGroup } from '../../../../contract';
import type { ShownGuest } from './with-marks';

export type { ShownGuest };
export type ShownGroup = Omit<AirportGroup, 'guests'> & { guests: ShownGuest[] };
export type ShownFlight = Omit<AirportFlight, 'groups'> & { groups: ShownGroup[] };
