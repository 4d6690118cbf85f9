import { IonContent, IonPage } from '@ionic/react';
import { useRef, type ReactNode } from 'react';
import { BackToTop, useBackToTop } from './BackToTop';
import { AppHeader } from './header/AppHeader';

interface PageProps {
  /** English title; shown translated. */
  title: string;
  children?: ReactNode;
}

/** A screen of the shell: the app header, scrolling content and the back-to-top button. */
export function Page({ title, children }: PageProps) {
  const content = useRef<HTMLIonContentElement>(null);
  const [showTop, onIonScroll] = useBackToTop();
  return (
    <IonPage>
      <AppHeader title={title} />
      <IonContent ref={content} className="ion-padding" scrollEvents onIonScroll={onIonScroll}>
        {children}
        <BackToTop visible={showTop} onClick={() => void content.current?.scrollToTop(300)} />
      </IonContent>
    </IonPage>
  );
}
