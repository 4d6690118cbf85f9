import { parseBody } from '../../../platform/api';
import { getToken } from '../../../platform/session';

export interface UploadAnswer {
  /** HTTP status; 0 when no answer came (network, abort). */
  status: number;
  body: unknown;
}

/**
 * POSTs `{guid, data}` with XMLHttpRequest, because fetch reports no upload progress. Progress
 * runs 0-100 over the bytes sent; 100 then means the server is still processing the image.
 */
export function postUpload(
  endpoint: string,
  payload: { guid: string; data: string; fileName?: string },
  onProgress: (percent: number) => void,
): Promise<UploadAnswer> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', endpoint);
    xhr.setRequestHeader('Content-Type', 'application/json');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.addEventListener('progress', (e) => {
      if (e.lengthComputable && e.total > 0)
        onProgress(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    });
    xhr.upload.addEventListener('load', () => onProgress(100));
    xhr.addEventListener('load', () => resolve({ status: xhr.status, body: parseBody(xhr.responseText) }));
    for (const failure of ['error', 'abort', 'timeout'] as const) {
      xhr.addEventListener(failure, () => resolve({ status: 0, body: null }));
    }
    xhr.send(JSON.stringify(payload));
  });
}
