import { isExternalProviderFailure, type ExternalProviderFailure } from '../../../contract';

/** What the outbox says about a booking held up by a ticket provider (it keeps waiting, it is not refused). */
const TEXT: Record<ExternalProviderFailure, string> = {
  provider_timeout:
    'The ticket provider did not answer in time. No booking was made yet; it will be sent again.',
  provider_unreachable:
    'The ticket provider could not be reached. No booking was made yet; it will be sent again.',
  provider_refused:
    'The ticket provider refused the tickets. No booking was made yet; it will be sent again.',
  provider_bad_answer:
    'The ticket provider gave an answer we cannot read. No booking was made yet; it will be sent again.',
  provider_not_configured:
    'The ticket provider of this time slot is not set up. It will be sent again; tell the supplier.',
};

/** The text key for an answer's provider failure, or null when the answer is not one. */
export function providerReasonText(body: unknown): string | null {
  return isExternalProviderFailure(body) ? TEXT[body.reason] : null;
}
