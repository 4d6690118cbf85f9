import { IonButton, IonButtons, IonContent, IonHeader, IonTitle, IonToolbar } from '@ionic/react';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { IonModal } from '../ionic/modal';

interface FilterSheetProps {
  open: boolean;
  onClose: () => void;
  onClear: () => void;
  /** The rows the filters leave, e.g. '1–50 of 320', so the user sees the effect without closing. */
  summary: string;
  children: ReactNode;
  t: TFunction;
}

/**
 * The phone's filters: a bottom sheet opening at three quarters of the screen, so the rows behind it
 * stay in sight, and dragged up to full height; its content scrolls at either height.
 */
export function FilterSheet({ open, onClose, onClear, summary, children, t }: FilterSheetProps) {
  return (
    <IonModal
      isOpen={open}
      onDidDismiss={onClose}
      breakpoints={[0, 0.75, 1]}
      initialBreakpoint={0.75}
      expandToScroll={false}
      className="dt-filter-sheet"
    >
      <IonHeader>
        <IonToolbar>
          <IonButtons slot="start">
            <IonButton onClick={onClear}>{t('Clear filters')}</IonButton>
          </IonButtons>
          <IonTitle>{t('Filters')}</IonTitle>
          <IonButtons slot="end">
            <IonButton strong onClick={onClose}>
              {t('Done')}
            </IonButton>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent className="ion-padding">
        <p className="dt-sheet-summary" aria-live="polite">
          {summary}
        </p>
        {children}
      </IonContent>
    </IonModal>
  );
}
