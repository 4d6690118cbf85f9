import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { failureTitle } from '../../../platform/api';
import { downloadTickets } from '../api/download-tickets';
import { useIonAlert } from '../../../ui/ionic/alert';

function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the blob after this task; revoking at once could cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The tickets PDF of a booking; a failure is an alert with the server's ErrorTitle (03-bookings section 8). */
export function useTicketDownload() {
  const { t } = useTranslation();
  const [presentAlert] = useIonAlert();
  return useCallback(
    async (id: number) => {
      const result = await downloadTickets(id);
      if (result.IsOk && result.Content) saveFile(result.Content, result.FileName || `tickets-${id}.pdf`);
      else if (result.Code !== 401) {
        void presentAlert({
          header: t(failureTitle(result)),
          message: result.ErrorMessage,
          buttons: [t('OK')],
        });
      }
    },
    [presentAlert, t],
  );
}
