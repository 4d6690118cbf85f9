// A miniature server for message-literals.ts to scan (tests/unit/platform/i18n-messages.test.ts).
export class AppError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly extra: { title?: string; fields?: Record<string, string> } = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError('bad_request', message, { fields });
