import { IonButton, IonIcon, type ScrollCustomEvent } from '@ionic/react';
import { arrowUp } from 'ionicons/icons';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The spec's back-to-top threshold (01-platform section 9). */
export const BACK_TO_TOP_AFTER_PX = 100;

/** Tracks an IonContent's scroll (it needs `scrollEvents`) and says whether the button is due. */
export function useBackToTop(): [visible: boolean, onIonScroll: (e: ScrollCustomEvent) => void] {
  const [visible, setVisible] = useState(false);
  const onIonScroll = useCallback(
    (e: ScrollCustomEvent) => setVisible(e.detail.scrollTop > BACK_TO_TOP_AFTER_PX),
    [],
  );
  return [visible, onIonScroll];
}

interface BackToTopProps {
  visible: boolean;
  onClick: () => void;
  /** In a page's action bar (ui/ActionBar), at its start; otherwise floating bottom-left. */
  inBar?: boolean;
}

/** Bottom-left, clear of the notifications at bottom-right; a plain button keeps ion-fab out of the bundle. */
export function BackToTop({ visible, onClick, inBar = false }: BackToTopProps) {
  const { t } = useTranslation();
  if (!visible) return null;
  return (
    <IonButton
      slot={inBar ? undefined : 'fixed'}
      className={inBar ? 'back-to-top back-to-top-in-bar' : 'back-to-top'}
      shape="round"
      aria-label={t('Back to top')}
      title={t('Back to top')}
      onClick={onClick}
    >
      <IonIcon slot="icon-only" icon={arrowUp} aria-hidden="true" />
    </IonButton>
  );
}
