import {
  IonButton,
  IonButtons,
  IonContent,
  IonHeader,
  IonIcon,
  IonItem,
  IonLabel,
  IonList,
  IonMenu,
  IonTitle,
  IonToolbar,
} from '@ionic/react';
import { menuController } from '@ionic/core/components';
import { chevronBackOutline, pinOutline } from 'ionicons/icons';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { buildMenu, menuLeaves, type MenuEntry, type MenuGroup, type MenuLink } from '../platform/menu';
import { useSession } from '../platform/session';
import { APP_VERSION } from '../platform/version';
import { useWideScreen } from '../ui/data-table/use-wide-screen';
import { LanguageSwitch } from '../ui/header/LanguageSwitch';
import { setMenuCollapsed, useMenuCollapsed } from './menu-collapse';

/** On a wide screen the menu folds away (the page gets the width) and is pinned back from its drawer. */
function CollapseButton() {
  const { t } = useTranslation();
  const wide = useWideScreen();
  const collapsed = useMenuCollapsed();
  if (!wide) return null;
  const label = t(collapsed ? 'Keep the menu open' : 'Hide the menu');
  return (
    <IonButtons slot="end">
      <IonButton
        aria-label={label}
        title={label}
        onClick={() => {
          setMenuCollapsed(!collapsed);
          if (collapsed) void menuController.close();
        }}
      >
        <IonIcon slot="icon-only" icon={collapsed ? pinOutline : chevronBackOutline} aria-hidden="true" />
      </IonButton>
    </IonButtons>
  );
}

/** The link whose path is the longest prefix of the location: /agent/bookings/add is 'Add New Booking' only. */
function activeHref(links: readonly MenuLink[], pathname: string): string | undefined {
  const path = pathname.toLowerCase();
  const hits = links.filter((l) => path === l.href || (l.href !== '/' && path.startsWith(`${l.href}/`)));
  return hits.sort((a, b) => b.href.length - a.href.length)[0]?.href;
}

/**
 * Closes the drawer after a choice. Ionic ignores a close asked while the menu is still sliding open
 * (a quick tap, ~250 ms), which left the drawer covering the page just chosen; such a close waits
 * for the opening to end. On a wide screen the menu sits beside the content and close does nothing.
 */
async function closeDrawer() {
  const menu = await menuController.get();
  if (!menu) return;
  if (await menuController.isAnimating())
    menu.addEventListener('ionDidOpen', () => void menu.close(), { once: true });
  else await menu.close();
}

function MenuItem({ item, active }: { item: MenuLink; active: boolean }) {
  const { t } = useTranslation();
  return (
    <IonItem
      onClick={() => void closeDrawer()}
      routerLink={item.href}
      routerDirection="root"
      detail={false}
      lines="none"
      className={active ? 'menu-item-active' : undefined}
      aria-current={active ? 'page' : undefined}
    >
      <IonLabel>{t(item.title)}</IonLabel>
    </IonItem>
  );
}

type MenuRun = { kind: 'links'; items: MenuLink[] } | MenuGroup;

/** The menu's entries with consecutive top-level links gathered into one run. */
function menuRuns(menu: readonly MenuEntry[]): MenuRun[] {
  const runs: MenuRun[] = [];
  for (const entry of menu) {
    const last = runs[runs.length - 1];
    if (entry.kind === 'group') runs.push(entry);
    else if (last?.kind === 'links') last.items.push(entry);
    else runs.push({ kind: 'links', items: [entry] });
  }
  return runs;
}

const groupId = (title: string) => `menu-group-${title.toLowerCase().replace(/\W+/g, '-')}`;

/** The role-based side menu (01-platform section 6): beside the content on wide screens, a drawer on phones. */
export function AppMenu() {
  const user = useSession();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const menu = useMemo(() => buildMenu(user?.roles ?? [], user ?? undefined), [user]);
  const current = activeHref(menuLeaves(menu), pathname);
  return (
    <IonMenu contentId="main" type="overlay" disabled={!user}>
      <IonHeader>
        <IonToolbar color="primary">
          <IonTitle>Caravan</IonTitle>
          <CollapseButton />
        </IonToolbar>
      </IonHeader>
      <IonContent>
        {/* A list holds list items only (Ionic makes ion-list a list and its ion-items list items): each
            run of links is a list of its own, and a group is a heading over its own list. */}
        <nav className="menu-nav" aria-label={t('Menu')}>
          {menuRuns(menu).map((run) =>
            run.kind === 'links' ? (
              <IonList key={run.items[0].href} lines="none">
                {run.items.map((item) => (
                  <MenuItem key={item.href} item={item} active={item.href === current} />
                ))}
              </IonList>
            ) : (
              <div key={run.title} className="menu-group" role="group" aria-labelledby={groupId(run.title)}>
                <h3 id={groupId(run.title)} className="menu-group-title">
                  {t(run.title)}
                </h3>
                <IonList lines="none">
                  {run.items.map((item) => (
                    <MenuItem key={item.href} item={item} active={item.href === current} />
                  ))}
                </IonList>
              </div>
            ),
          )}
        </nav>
        <div className="menu-footer ion-hide-md-up">
          <LanguageSwitch />
          <p>{t('Version {{version}}', { version: APP_VERSION })}</p>
        </div>
      </IonContent>
    </IonMenu>
  );
}
