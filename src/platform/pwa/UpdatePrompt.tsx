import { useTranslation } from 'react-i18next';
import { UpdateBanner } from './UpdateBanner';

/**
 * The app's update offer: the same plain banner as the public sign-in shell, translated by i18next.
 * It replaced an IonToast, which brought Ionic's overlay machinery into the app's first load.
 */
export function UpdatePrompt() {
  const { t } = useTranslation();
  return <UpdateBanner t={(text) => t(text)} />;
}
