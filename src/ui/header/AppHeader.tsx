import { IonButton, IonButtons, IonHeader, IonIcon, IonMenuButton, IonTitle, IonToolbar } from '@ionic/react';
import { search } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../platform/session';
import { APP_VERSION } from '../../platform/version';
import { AccountMenu } from './AccountMenu';
import { LanguageSwitch } from './LanguageSwitch';
import { OfflineNotice } from './OfflineNotice';
import { OnlineStatus } from './OnlineStatus';
import { OutboxStatus } from './OutboxStatus';
import { SearchBox } from './SearchBox';

/**
 * The shell's header (01-platform section 2). Below 1100 px (phones, and tablets beside the menu)
 * the search box moves to a second row that a search button opens, so the first row keeps room for
 * the title; on phones the language switch and version label also move to the menu.
 */
export function AppHeader({ title }: { title: string }) {
  const user = useSession();
  const { t } = useTranslation();
  const [searchOpen, setSearchOpen] = useState(false);
  return (
    <IonHeader>
      <IonToolbar color="primary">
        {user && (
          <IonButtons slot="start">
            {/* Ionic's own label is the English word 'menu', whatever the language. */}
            <IonMenuButton aria-label={t('Menu')} />
          </IonButtons>
        )}
        <IonTitle>
          <span className="header-title">{t(title)}</span>
        </IonTitle>
        {user && (
          <div slot="end" className="header-search header-wide-only">
            <SearchBox />
          </div>
        )}
        <IonButtons slot="end">
          {user && (
            <IonButton
              className="header-narrow-only"
              aria-label={t('Search')}
              aria-expanded={searchOpen}
              onClick={() => setSearchOpen((open) => !open)}
            >
              <IonIcon slot="icon-only" icon={search} aria-hidden="true" />
            </IonButton>
          )}
          {user && <OutboxStatus userId={user.id} />}
          <OnlineStatus />
          <LanguageSwitch className={user ? 'ion-hide-md-down' : undefined} />
          <span className="version-label ion-hide-md-down">{APP_VERSION}</span>
          {user && <AccountMenu email={user.email} />}
        </IonButtons>
      </IonToolbar>
      {user && searchOpen && (
        <IonToolbar color="primary" className="header-narrow-only">
          <div className="header-search-row">
            <SearchBox onSearched={() => setSearchOpen(false)} />
          </div>
        </IonToolbar>
      )}
      {user && <OfflineNotice />}
    </IonHeader>
  );
}
