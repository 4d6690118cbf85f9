/**
 * OCTO's error answer (docs.octo.travel "Errors"; @octocloud/types zBaseError and its kin): always
 * `error` (a code) and `errorMessage`, and for some codes the value that was wrong (`productId`…).
 * Bad input is 400 with its code; no key is 401 UNAUTHORIZED; an unknown or revoked key 403 FORBIDDEN.
 * The messages are OCTO's own, for the reseller's system (the spec's English texts).
 */
export type OctoErrorCode =
  | 'INVALID_PRODUCT_ID'
  | 'INVALID_OPTION_ID'
  | 'INVALID_UNIT_ID'
  | 'INVALID_AVAILABILITY_ID'
  | 'INVALID_BOOKING_UUID'
  | 'BAD_REQUEST'
  | 'UNPROCESSABLE_ENTITY'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'INTERNAL_SERVER_ERROR'
  | 'NOT_FOUND';

export class OctoError extends Error {
  constructor(
    readonly status: number,
    readonly code: OctoErrorCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }

  body() {
    return { error: this.code, errorMessage: this.message, ...this.extra };
  }
}

export const OCTO_MESSAGES = {
  productId: 'The Product ID was invalid or missing',
  optionId: 'The Option ID was invalid or missing',
  unitId: 'The Unit ID was invalid or missing',
  availabilityId: 'The Availability ID was invalid or missing',
  uuid: 'The Booking UUID was invalid or missing',
  noKey: 'Send your API key as Authorization: Bearer <key>',
  badKey: 'This API key is not valid or has been revoked',
  dates: 'Send localDate, or localDateStart and localDateEnd (YYYY-MM-DD), or availabilityIds',
  failed: 'The supplier system failed; try again',
  noEndpoint: 'No such OCTO endpoint',
  range: 'localDateEnd must not be before localDateStart, and the range is at most 366 days',
} as const;

export const invalidProduct = (productId: unknown) =>
  new OctoError(400, 'INVALID_PRODUCT_ID', OCTO_MESSAGES.productId, { productId: String(productId ?? '') });
export const invalidOption = (optionId: unknown) =>
  new OctoError(400, 'INVALID_OPTION_ID', OCTO_MESSAGES.optionId, { optionId: String(optionId ?? '') });
export const invalidAvailability = (availabilityId: unknown) =>
  new OctoError(400, 'INVALID_AVAILABILITY_ID', OCTO_MESSAGES.availabilityId, {
    availabilityId: String(availabilityId ?? ''),
  });
export const badRequest = (message: string) => new OctoError(400, 'BAD_REQUEST', message);
