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
 * OCTO answers every failure 400 with a code (docs.octo.travel, "Errors"), so the status alone does not
 * tell a final answer from a passing one: `INTERNAL_SERVER_ERROR` ("the backend server is down or
 * there's a network outage") may come as a 400 too. A refusal is final when the supplier answered a 4xx
 * that is about this booking: not 401/403 (our key: the supplier's settings, fixed without the agent),
 * 408/429 (busy), nor INTERNAL_SERVER_ERROR; and at confirm, not INVALID_BOOKING_UUID (the hold ran out:
 * the booking is undone and a new send reserves afresh). Asking again would get the same answer, so the
 * agent gets it at once (422 `provider_declined`) instead of a queue that resends it for good.
 */
export function isFinalRefusal(err: unknown, step: ExternalProviderStep): boolean {
  const e = (typeof err === 'object' && err !== null ? err : {}) as {
    kind?: unknown;
    status?: unknown;
    providerCode?: unknown;
  };
  if (e.kind !== 'refused' || typeof e.status !== 'number') return false;
  if (e.status < 400 || e.status > 499 || [401, 403, 408, 429].includes(e.status)) return false;
  if (e.providerCode === 'INTERNAL_SERVER_ERROR') return false;
  if (step === 'confirm' && e.providerCode === 'INVALID_BOOKING_UUID') return false;
  return true;
}

/** A supplier's final refusal, whole: what it said, that nothing was kept, and that it will not pass as it is. */
const DECLINED_MESSAGES = {
  notMade:
    '{{provider}} declined the booking: {{detail}}. No booking was made; change the booking to book it.',
  notCancelled: '{{provider}} declined the cancel: {{detail}}. The booking was not cancelled.',
  title: '{{provider}} declined',
} as const;
export const PROVIDER_DECLINED_MESSAGES = Object.values(DECLINED_MESSAGES);

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
 * A provider failure as the agent reads it: 502 (a passing failure, `retryable`: the outbox sends it
 * again) or 422 `provider_declined` (a final refusal, isFinalRefusal), a title naming the provider, a
 * message saying what was not done and that nothing was kept, and `reason`/`step` to switch on.
 */
export function providerFailure(err: unknown, step: ExternalProviderStep, provider: string): AppError {
  const { kind, detail } = kindOf(err);
  if (isFinalRefusal(err, step)) {
    const values = { provider, detail: detail ?? 'refused' };
    const body: Omit<ExternalProviderFailureBody, 'title' | 'message'> = {
      reason: 'provider_declined',
      step,
      provider,
      retryable: false,
    };
    return new AppError(
      'business_rule',
      fillTemplate(step === 'cancel' ? DECLINED_MESSAGES.notCancelled : DECLINED_MESSAGES.notMade, values),
      { title: fillTemplate(DECLINED_MESSAGES.title, values), body },
    );
  }
  const reason = REASON[kind];
  const messages = FAILURE_MESSAGES[kind];
  const values = { provider, detail: detail ?? 'refused' };
  const body: Omit<ExternalProviderFailureBody, 'title' | 'message'> = {
    reason,
    step,
    provider,
    retryable: true,
  };
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
