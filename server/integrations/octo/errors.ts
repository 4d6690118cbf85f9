/**
 * The one failure an OCTO provider call can end in, with the reason the caller switches on:
 * - `timeout`: no answer within the call's time limit;
 * - `unreachable`: no connection (DNS, refused socket, TLS);
 * - `private-address`: the base URL's host is or resolves to an address the outbound-address rule does
 *   not let the server call (loopback, private network, link-local, …; server/integrations/outbound);
 * - `refused`: the provider answered with an error (4xx/5xx and, when it sent one, OCTO's
 *   `{ error, errorMessage }`: `providerCode`, `providerMessage`; any other body is never kept);
 * - `bad-answer`: a 2xx whose body is not the JSON shape OCTO promises.
 */
export type ProviderErrorKind = 'timeout' | 'unreachable' | 'private-address' | 'refused' | 'bad-answer';

export class ProviderError extends Error {
  readonly kind: ProviderErrorKind;
  readonly status?: number;
  /** OCTO's `errorMessage` when the provider answered an OCTO error (a non-OCTO body is never kept). */
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
