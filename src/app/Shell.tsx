import { IonRouterOutlet, IonSplitPane } from '@ionic/react';
import { LoadingOverlay } from '../platform/loading';
import { NotificationsHost } from '../platform/notifications';
import { UpdatePrompt } from '../platform/pwa/UpdatePrompt';
import { useSession } from '../platform/session';
import { AppMenu } from './AppMenu';
import { useAuthRedirects } from './guards/use-auth-redirects';
import { appRoutes } from './routes';
import { useOutboxEffects, useSessionEffects } from './session-effects';

/** Split pane (menu + pages) and the app-wide layers: notifications, loading overlay, update prompt. */
export function Shell() {
  useAuthRedirects();
  useSessionEffects();
  useOutboxEffects();
  const user = useSession();
  return (
    <>
      {/* A new user gets a fresh menu and page stack: no page of the previous user stays mounted
          behind. Menu and outlet remount together, since the menu holds on to its content element. */}
      <IonSplitPane key={user?.id ?? 'signed-out'} contentId="main" when="md" disabled={!user}>
        <AppMenu />
        <IonRouterOutlet id="main">{appRoutes}</IonRouterOutlet>
      </IonSplitPane>
      <NotificationsHost />
      <LoadingOverlay />
      <UpdatePrompt />
    </>
  );
}
