import { useTranslation } from 'react-i18next';
import { useIonAlert } from '../ionic/alert';

/** The spec's alert for a looked-up place without a location (01-platform section 8, spelled so). */
export function useNoLocationAlert(): () => void {
  const { t } = useTranslation();
  const [present] = useIonAlert();
  return () => void present({ message: t('Could not retreive place information'), buttons: [t('OK')] });
}
