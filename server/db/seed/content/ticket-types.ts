/**
 * Attraction ticket stock a Dubai supplier keeps for tickets that require them (02-catalogue: ticket
 * type stock). The seed makes this many codes of each type (seed/ticket-codes.ts): `available` in all, of
 * which `expiresIn5Days` expire within five days so the expiry warning shows; Dubai Frame's adult codes
 * are below their reorder level; a few types also have frozen and expired codes.
 */
export const TICKET_TYPES: Array<{
  name: string;
  shortName: string;
  reorderLevel: number;
  available: number;
  expiresIn5Days: number;
  frozen?: number;
  expired?: number;
}> = [
  {
    name: 'At the Top, Burj Khalifa (levels 124–125), adult',
    shortName: 'BK-ADT',
    reorderLevel: 50,
    available: 340,
    expiresIn5Days: 0,
    frozen: 10,
  },
  {
    name: 'At the Top, Burj Khalifa (levels 124–125), child',
    shortName: 'BK-CHD',
    reorderLevel: 30,
    available: 120,
    expiresIn5Days: 12,
    expired: 4,
  },
  {
    name: 'Dubai Aquarium & Underwater Zoo, adult',
    shortName: 'AQ-ADT',
    reorderLevel: 40,
    available: 210,
    expiresIn5Days: 0,
  },
  {
    name: 'Dubai Aquarium & Underwater Zoo, child',
    shortName: 'AQ-CHD',
    reorderLevel: 20,
    available: 95,
    expiresIn5Days: 0,
  },
  { name: 'Dubai Frame, adult', shortName: 'DF-ADT', reorderLevel: 25, available: 18, expiresIn5Days: 0 },
  { name: 'Dubai Frame, child', shortName: 'DF-CHD', reorderLevel: 15, available: 40, expiresIn5Days: 6 },
  {
    name: 'Museum of the Future, general admission',
    shortName: 'MOTF',
    reorderLevel: 30,
    available: 150,
    expiresIn5Days: 0,
  },
  {
    name: 'Infant entry (under 3), free pass',
    shortName: 'INF',
    reorderLevel: 0,
    available: 500,
    expiresIn5Days: 0,
  },
];
