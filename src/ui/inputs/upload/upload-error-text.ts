import { initI18n } from '../../../platform/i18n';

export const UPLOAD_AUTH_FAILED = 'Authorization failed. Please sign in again.';
export const UPLOAD_FAILED = 'An error occurred while uploading the file (code {{status}}).';

/**
 * The text of a failed upload (01-platform section 8): a 401 asks the user to sign in again, any
 * other failure gives its status code (0 when the network failed), then the server's reason when it
 * gave one (not an image, too large). In the app's language.
 */
export function uploadErrorText(
  status: number,
  { reason = '', language }: { reason?: string; language?: string } = {},
): string {
  const i18n = initI18n();
  const lng = language ?? i18n.language;
  if (status === 401) return i18n.t(UPLOAD_AUTH_FAILED, { lng });
  const failed = i18n.t(UPLOAD_FAILED, { lng, status });
  return reason ? `${failed} ${i18n.t(reason, { lng })}` : failed;
}
