import type { OctoClient } from '../../integrations/octo/adapter';

/**
 * The part of an OCTO provider that a booking uses: the adapter's client (octoClient). Failures are
 * thrown as the adapter's ProviderError, whose `kind` the booking turns into a typed reason (failures.ts).
 */
export type OctoBookingClient = Pick<
  OctoClient,
  | 'products'
  | 'product'
  | 'availability'
  | 'availabilityCalendar'
  | 'reserve'
  | 'confirm'
  | 'cancel'
  | 'release'
  | 'booking'
>;

/** A provider as a booking reaches it: its id and name (for messages) and a client. */
export interface ProviderLink {
  id: number;
  name: string;
  client: OctoBookingClient;
  /** Who answers: the address and key (hashed); what it told us is kept under this. */
  origin: string;
}

/** Finds the supplier's provider and connects to it; null when there is none (or it is switched off). */
export type ProviderConnector = (supplierId: number, providerId: number) => Promise<ProviderLink | null>;
