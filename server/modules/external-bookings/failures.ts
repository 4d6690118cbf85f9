import type {
  ExternalProviderFailure,
  ExternalProviderFailureBody,
  ExternalProviderStep,
} from '../../../contract';
import { fillTemplate } from '../../../domain/message-template';
import { AppError } from '../../http/errors';

type Kind = 'timeout' | 'unreachable' | 'private-address' | 'refused' | 'bad-answer';
const REASON: Record<Kind, ExternalProviderFailure> = {
  timeout: 'provider_timeout',
  unreachable: 'provider_unreachable',
  // The agent can do nothing about the provider's address: for them it is out of reach like any other.
  'private-address': 'provider_unreachable',
  refused: 'provider_refused',
  'bad-answer': 'provider_bad_answer',
};

/** The adapter's ProviderError (kind, providerMessage), read by shape so any thrown error maps. */
function kindOf(err: unknown): { kind: Kind; detail: string | null } {
  const e = (typeof err === 'object' && err !== null ? err : {}) as {
    kind?: unknown;
    providerMessage?: unknown;
    message?: unknown;
  };
  const kind = typeof e.kind === 'string' && e.kind in REASON ? (e.kind as Kind) : 'bad-answer';
  const detail =
    typeof e.providerMessage === 'string' && e.providerMessage
      ? e.providerMessage
      : kind === 'refused' && typeof e.message === 'string'
        ? e.message
        : null;
  return { kind, detail };
}

/**
 * The texts are templates (domain/message-template.ts) with their Russian in
 * src/platform/i18n/texts/external-bookings.ts, so the agent reads them in the app's language.
 */
export const PROVIDER_FAILURE_TITLES: Record<ExternalProviderStep, string> = {
  availability: '{{provider}} could not check the availability of the tickets',
  reserve: '{{provider}} could not reserve the tickets',
  confirm: '{{provider}} could not confirm the tickets',
  cancel: '{{provider}} could not cancel the tickets',
};

/** What went wrong, what was kept (no booking made, or not cancelled), and to try again: whole wordings. */
const FAILURE_MESSAGES: Record<Kind, { notMade: string; notCancelled: string }> = {
  timeout: {
    notMade: '{{provider}} did not answer in time. No booking was made. Try again in a moment.',
    notCancelled:
      '{{provider}} did not answer in time. The booking was not cancelled. Try again in a moment.',
  },
  unreachable: {
    notMade: '{{provider}} could not be reached. No booking was made. Try again in a moment.',
    notCancelled: '{{provider}} could not be reached. The booking was not cancelled. Try again in a moment.',
  },
  'private-address': {
    notMade: '{{provider}} could not be reached. No booking was made. Try again in a moment.',
    notCancelled: '{{provider}} could not be reached. The booking was not cancelled. Try again in a moment.',
  },
  refused: {
    notMade: '{{provider}} answered: {{detail}}. No booking was made. Try again in a moment.',
    notCancelled: '{{provider}} answered: {{detail}}. The booking was not cancelled. Try again in a moment.',
  },
  'bad-answer': {
    notMade: '{{provider}} gave an answer we cannot read. No booking was made. Try again in a moment.',
    notCancelled:
      '{{provider}} gave an answer we cannot read. The booking was not cancelled. Try again in a moment.',
  },
};

/** Every message template of providerFailure. */
export const PROVIDER_FAILURE_MESSAGES = Object.values(FAILURE_MESSAGES).flatMap((m) => Object.values(m));

/**
 * A provider failure as the agent reads it: 502, a title naming the provider, a message saying what
 * was not done and that nothing was kept, and `reason`/`step` for the client to switch on.
 */
export function providerFailure(err: unknown, step: ExternalProviderStep, provider: string): AppError {
  const { kind, detail } = kindOf(err);
  const reason = REASON[kind];
  const messages = FAILURE_MESSAGES[kind];
  const values = { provider, detail: detail ?? 'refused' };
  const body: Omit<ExternalProviderFailureBody, 'title' | 'message'> = { reason, step, provider };
  return new AppError(
    'bad_gateway',
    fillTemplate(step === 'cancel' ? messages.notCancelled : messages.notMade, values),
    {
      title: fillTemplate(PROVIDER_FAILURE_TITLES[step], values),
      body,
    },
  );
}

/** The slot names a provider the supplier has not set up (or switched off): the supplier's to fix. */
export function providerMissing(step: ExternalProviderStep): AppError {
  const body: Omit<ExternalProviderFailureBody, 'title' | 'message'> = {
    reason: 'provider_not_configured',
    step,
    provider: '',
  };
  return new AppError(
    'not_configured',
    'The ticket provider of this time slot is not set up or is switched off. No booking was made.',
    { title: 'Ticket provider not available', body },
  );
}
