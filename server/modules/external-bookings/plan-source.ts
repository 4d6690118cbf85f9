import type { Db } from '../../db/database';
import type { Availability, Product } from '../../integrations/octo/types';
import { cachedAvailability, cachedProducts } from '../external-providers/service';
import { keptAnswer } from '../external-providers/cache';
import type { ProviderLink } from './octo-port';

/**
 * How old a kept provider answer a booking plans from may be (docs/decisions.md "External bookings:
 * two round trips"). A booking takes only ids from them: the product's option and unit ids, and the
 * departure's availability id (OCTO's `availabilityId`, the departure's local start date-time at most
 * suppliers). The provider's reserve checks them and the seats: a kept answer that is out of date costs
 * one refused reserve and one fresh read, never a wrong booking. Seat counts the agent is shown are
 * not read from here.
 */
export const BOOKING_KEPT_SECONDS = { products: 60 * 60, availability: 10 * 60 } as const;

/** A provider's answer for planning a booking, and whether it was kept (so may be out of date). */
export interface Planned<T> {
  value: T;
  kept: boolean;
}

/** Where a booking reads what it plans from; `fresh` asks the provider whatever is kept. */
export interface PlanSource {
  product(productId: string, fresh: boolean): Promise<Planned<Product>>;
  availability(
    q: { productId: string; optionId: string; localDateStart: string; localDateEnd: string },
    fresh: boolean,
  ): Promise<Planned<Availability[]>>;
}

/**
 * The shared database cache (`external_provider_cache`): the product from the provider's product list
 * (the key the slot editor and the new-booking hint keep), else the product alone (a provider may list
 * only its first hundred products); the day's availability per product and option, without the party's
 * units, so every booking of that departure shares it. Whatever a booking fetches is kept for the next.
 */
export function keptPlanSource(db: Db, link: ProviderLink): PlanSource {
  const provider = { id: link.id, client: link.client };
  return {
    async product(productId, fresh) {
      const age = fresh ? 0 : BOOKING_KEPT_SECONDS.products;
      const list = await cachedProducts(db, provider, age);
      const hit = Array.isArray(list.value) ? list.value.find((p) => p?.id === productId) : undefined;
      if (hit && Array.isArray(hit.options)) return { value: hit, kept: list.kept };
      const one = await keptAnswer(db, link.id, `product:${productId}`, age, () =>
        link.client.product(productId),
      );
      return { value: one.value, kept: one.kept };
    },
    async availability(q, fresh) {
      const answer = await cachedAvailability(db, provider, q, fresh ? 0 : BOOKING_KEPT_SECONDS.availability);
      return { value: answer.value, kept: answer.kept };
    },
  };
}
