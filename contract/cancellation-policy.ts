import { z } from 'zod';

/** One row of a cancellation policy: cancelled at least `hours` before the tour refunds `percents` %. */
export const cancellationRuleSchema = z.object({ hours: z.number(), percents: z.number() });

/** A cancellation policy as stored (suppliers, tours, offers) and sent: its rows, any order. */
export const cancellationPolicySchema = z.array(cancellationRuleSchema);
