import { IonRouterOutlet, IonSplitPane } from '@ionic/react';
import { startTransition, useEffect, useState } from 'react';
import { LoadingOverlay } from '../platform/loading';
import { NotificationsHost } from '../platform/notifications';
import { UpdatePrompt } from '../platform/pwa/UpdatePrompt';
import { useSession } from '../platform/session';
import { useWideScreen } from '../ui/data-table/use-wide-screen';
import { AppMenu } from './AppMenu';
import { useMenuCollapsed } from './menu-collapse';
import { useAuthRedirects } from './guards/use-auth-redirects';
import { appRoutes } from './routes';
import { useOutboxEffects, useSessionEffects } from './session-effects';

/**
 * On a phone the menu is a closed drawer: it is built once the start has left the main thread idle
 * (the first screen's content came first), as a transition that the screen's own updates interrupt.
 * Beside the content (from 768 px) it shows at once.
 */
function useMenuWanted(): boolean {
  const wide = useWideScreen();
  const [later, setLater] = useState(false);
  useEffect(() => {
    if (wide || later) return undefined;
    const show = () => startTransition(() => setLater(true));
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(show, { timeout: 2_000 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(show, 200);
    return () => clearTimeout(timer);
  }, [wide, later]);
  return wide || later;
}

/** Split pane (menu + pages) and the app-wide layers: notifications, loading overlay, update prompt. */
export function Shell() {
  useAuthRedirects();
  useSessionEffects();
  useOutboxEffects();
  const user = useSession();
  const menuWanted = useMenuWanted();
  // Folded away, the menu leaves the whole width to the page (wide tables) and opens as a drawer.
  const collapsed = useMenuCollapsed();
  return (
    <>
      {/* A new user gets a fresh menu and page stack: no page of the previous user stays mounted
          behind. Menu and outlet remount together, since the menu holds on to its content element. */}
      <IonSplitPane key={user?.id ?? 'signed-out'} contentId="main" when="md" disabled={!user || collapsed}>
        {menuWanted && <AppMenu />}
        <IonRouterOutlet id="main">{appRoutes}</IonRouterOutlet>
      </IonSplitPane>
      <NotificationsHost />
      <LoadingOverlay />
      <UpdatePrompt />
    </>
  );
}
