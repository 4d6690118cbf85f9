import { IonButton, IonIcon } from '@ionic/react';
import { personCircleOutline } from 'ionicons/icons';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEver } from '../use-ever';

// Every screen's header has this button, but the popover (ion-popover with it) is needed only once
// the menu is opened: it stays out of every screen's first load.
const AccountPopover = lazy(() => import('./AccountPopover').then((m) => ({ default: m.AccountPopover })));

/** 'My Account': the user's e-mail with My Profile and Sign Out (01-platform section 2). */
export function AccountMenu({ email }: { email: string }) {
  const { t } = useTranslation();
  // Opened from the click event rather than a trigger id: every stacked page has its own header.
  const [open, setOpen] = useState<{ event: Event } | null>(null);
  const wanted = useEver(open !== null);
  return (
    <>
      <IonButton
        className="account-menu-button"
        aria-label={t('My Account')}
        title={t('My Account')}
        aria-haspopup="menu"
        onClick={(e) => setOpen({ event: e.nativeEvent })}
      >
        <IonIcon slot="icon-only" icon={personCircleOutline} aria-hidden="true" />
      </IonButton>
      {wanted && (
        <Suspense fallback={null}>
          <AccountPopover email={email} event={open?.event ?? null} onDismiss={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
