/** The spec's result holder (01-platform section 7); `Fields` keeps the server's field messages for forms. */
export interface ApiResult<T> {
  IsOk: boolean;
  /** HTTP status; 0 when the network failed before any answer. */
  Code: number;
  Content: T | null;
  ErrorTitle: string;
  ErrorMessage: string;
  Fields?: Record<string, string>;
  /** A failure with a typed reason (`{ reason, … }`): its whole body, for the caller to switch on. */
  Refusal?: Record<string, unknown> & { reason: string };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringFields(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string');
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/** Failure body `{ title, message, fields? }` → the holder's error part. */
export function errorPart(
  body: unknown,
): Pick<ApiResult<never>, 'ErrorTitle' | 'ErrorMessage' | 'Fields' | 'Refusal'> {
  const rec = isRecord(body) ? body : {};
  const fields = stringFields(rec.fields);
  const reason = rec.reason;
  return {
    ErrorTitle: typeof rec.title === 'string' ? rec.title : '',
    ErrorMessage: typeof rec.message === 'string' ? rec.message : typeof body === 'string' ? body : '',
    ...(fields ? { Fields: fields } : {}),
    ...(typeof reason === 'string' ? { Refusal: { ...rec, reason } } : {}),
  };
}

/** Maps an HTTP answer (status and parsed body) to the holder. */
export function toApiResult<T>(status: number, body: unknown): ApiResult<T> {
  if (status >= 200 && status < 300) {
    return {
      IsOk: true,
      Code: status,
      Content: (body ?? null) as T | null,
      ErrorTitle: '',
      ErrorMessage: '',
    };
  }
  return { IsOk: false, Code: status, Content: null, ...errorPart(body) };
}

/** A call that never got an answer (offline, DNS, CORS, aborted). */
export function networkFailure<T>(error: unknown): ApiResult<T> {
  const message = error instanceof Error ? error.message : String(error);
  return { IsOk: false, Code: 0, Content: null, ErrorTitle: '', ErrorMessage: message };
}

/** Parses a body text as JSON when it is JSON, else keeps the text; empty means no body. */
export function parseBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Thrown by `unwrap` so TanStack Query sees failures; the holder rides along. */
export class ApiError extends Error {
  readonly result: ApiResult<unknown>;
  constructor(result: ApiResult<unknown>) {
    super(result.ErrorMessage || result.ErrorTitle || `Request failed (${result.Code})`);
    this.name = 'ApiError';
    this.result = result;
  }
}

export function unwrap<T>(result: ApiResult<T>): T {
  if (!result.IsOk) throw new ApiError(result);
  return result.Content as T;
}
