import { IonButton, IonContent, IonIcon, IonPage } from '@ionic/react';
import { chevronBack } from 'ionicons/icons';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionBarHost, type ActionBarPlace } from './ActionBar';
import { BackToTop, useBackToTop } from './BackToTop';
import { AppHeader } from './header/AppHeader';

interface PageProps {
  /** English title; shown translated. */
  title: string;
  /** Where the back link above the content leads (e.g. '/tours'); no link without it. */
  backHref?: string;
  /** English text of the back link, e.g. 'Back to tours'; shown translated. Default 'Back'. */
  backText?: string;
  children?: ReactNode;
}

/** A screen of the shell: the app header, scrolling content, the back-to-top button and a place for an action bar. */
export function Page({ title, backHref, backText = 'Back', children }: PageProps) {
  const { t } = useTranslation();
  const content = useRef<HTMLIonContentElement>(null);
  const [showTop, onIonScroll] = useBackToTop();
  const [actions, setActions] = useState<HTMLDivElement | null>(null);
  // With an action bar shown, the back-to-top button sits in it (ui/ActionBar), not over the content.
  const [bars, setBars] = useState(0);
  const register = useCallback(() => {
    setBars((n) => n + 1);
    return () => setBars((n) => n - 1);
  }, []);
  const toTop = useCallback(() => void content.current?.scrollToTop(300), []);
  const place = useMemo<ActionBarPlace>(
    () => ({ host: actions, backToTop: showTop ? toTop : null, register }),
    [actions, showTop, toTop, register],
  );
  return (
    <IonPage>
      <AppHeader title={title} />
      <IonContent ref={content} className="ion-padding page-content" scrollEvents onIonScroll={onIonScroll}>
        {backHref && (
          // A clear button renders a link whose whole 44 px box is the target (ion-router-link's is its text).
          <IonButton className="page-back-link" fill="clear" routerLink={backHref} routerDirection="back">
            <IonIcon slot="start" icon={chevronBack} aria-hidden="true" />
            {t(backText)}
          </IonButton>
        )}
        <ActionBarHost.Provider value={place}>{children}</ActionBarHost.Provider>
        <BackToTop visible={showTop && bars === 0} onClick={toTop} />
      </IonContent>
      {/* Below the content, not over it: an action bar (ui/ActionBar) lands here; empty, it takes no room. */}
      <div ref={setActions} className="page-actions" />
    </IonPage>
  );
}
