import { IonContent, IonPage } from '@ionic/react';
import { useRef, useState, type ReactNode } from 'react';
import { ActionBarHost } from './ActionBar';
import { BackToTop, useBackToTop } from './BackToTop';
import { AppHeader } from './header/AppHeader';

interface PageProps {
  /** English title; shown translated. */
  title: string;
  children?: ReactNode;
}

/** A screen of the shell: the app header, scrolling content, the back-to-top button and a place for an action bar. */
export function Page({ title, children }: PageProps) {
  const content = useRef<HTMLIonContentElement>(null);
  const [showTop, onIonScroll] = useBackToTop();
  const [actions, setActions] = useState<HTMLDivElement | null>(null);
  return (
    <IonPage>
      <AppHeader title={title} />
      <IonContent ref={content} className="ion-padding" scrollEvents onIonScroll={onIonScroll}>
        <ActionBarHost.Provider value={actions}>{children}</ActionBarHost.Provider>
        <BackToTop visible={showTop} onClick={() => void content.current?.scrollToTop(300)} />
      </IonContent>
      {/* Below the content, not over it: an action bar (ui/ActionBar) lands here; empty, it takes no room. */}
      <div ref={setActions} className="page-actions" />
    </IonPage>
  );
}
