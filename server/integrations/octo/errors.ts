/**
 * The one failure an OCTO provider call can end in, with the reason the caller switches on:
 * - `timeout`: no answer within the call's time limit;
 * - `unreachable`: no connection (DNS, refused socket, TLS);
 * - `refused`: the provider answered with an error (4xx/5xx and, when it sent one, OCTO's
 *   `{ error, errorMessage }`: `providerCode`, `providerMessage`);
 * - `bad-answer`: a 2xx whose body is not the JSON shape OCTO promises.
 */
export type ProviderErrorKind = 'timeout' | 'unreachable' | 'refused' | 'bad-answer';

export class ProviderError extends Error {
  readonly kind: ProviderErrorKind;
  readonly status?: number;
  /** OCTO's `errorMessage`, or the start of a non-OCTO error body. */
  readonly providerMessage?: string;
  /** OCTO's `error` code (INVALID_PRODUCT_ID, UNPROCESSABLE_ENTITY, …) when the provider sent one. */
  readonly providerCode?: string;

  constructor(
    kind: ProviderErrorKind,
    message: string,
    details: { status?: number; providerMessage?: string; providerCode?: string; cause?: unknown } = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'ProviderError';
    this.kind = kind;
    this.status = details.status;
    this.providerMessage = details.providerMessage;
    this.providerCode = details.providerCode;
  }
}

export const isProviderError = (e: unknown): e is ProviderError => e instanceof ProviderError;
