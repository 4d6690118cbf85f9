import { errorPart } from './result';

export interface FileResult {
  IsOk: boolean;
  Code: number;
  Content: Blob | null;
  FileName: string;
  ErrorTitle: string;
  ErrorMessage: string;
}

/** File name from Content-Disposition; the RFC 5987 `filename*` form wins over plain `filename`. */
export function fileNameFromDisposition(header: string | null): string {
  if (!header) return '';
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed escape: fall back to the plain form below.
    }
  }
  const plain = /filename\s*=\s*("(?:[^"\\]|\\.)*"|[^;]+)/i.exec(header);
  if (!plain) return '';
  const value = plain[1].trim();
  return value.startsWith('"') ? value.slice(1, -1).replace(/\\(.)/g, '$1') : value;
}

/** Maps a file answer to the holder; a failure's body is the usual JSON error. */
export function toFileResult(
  status: number,
  content: Blob | null,
  disposition: string | null,
  errorBody: unknown,
): FileResult {
  if (status >= 200 && status < 300) {
    return {
      IsOk: true,
      Code: status,
      Content: content,
      FileName: fileNameFromDisposition(disposition),
      ErrorTitle: '',
      ErrorMessage: '',
    };
  }
  const { ErrorTitle, ErrorMessage } = errorPart(errorBody);
  return { IsOk: false, Code: status, Content: null, FileName: '', ErrorTitle, ErrorMessage };
}

export function fileNetworkFailure(error: unknown): FileResult {
  const message = error instanceof Error ? error.message : String(error);
  return { IsOk: false, Code: 0, Content: null, FileName: '', ErrorTitle: '', ErrorMessage: message };
}
