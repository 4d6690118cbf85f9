import { z } from 'zod';

/** One row of a cancellation policy: cancelled at least `hours` before the tour refunds `percents` %. */
export const cancellationRuleSchema = z.object({ hours: z.number(), percents: z.number() });

/** A cancellation policy as stored (suppliers, tours, offers) and sent: its rows, any order. */
export const cancellationPolicySchema = z.array(cancellationRuleSchema);

/** A row is valid only when hours and percents are both non-zero (spec 02, section 5). */
export const isValidCancellationRule = (r: z.infer<typeof cancellationRuleSchema>) =>
  r.hours > 0 && r.percents > 0;

export const INVALID_CANCELLATION_ROW = 'Hours and percent must both be more than 0';

/**
 * A tour's or ticket's policy as saved: every row valid. A row the editor marks red refuses the
 * save (issue 24 item 14) instead of being dropped while 'Tour saved' shows; the message sits on
 * the row's hours ('cancellationPolicy.2.hours').
 */
export const savedCancellationPolicySchema = cancellationPolicySchema.max(50).superRefine((rules, ctx) => {
  rules.forEach((r, i) => {
    if (!isValidCancellationRule(r))
      ctx.addIssue({ code: 'custom', path: [i, 'hours'], message: INVALID_CANCELLATION_ROW });
  });
});
