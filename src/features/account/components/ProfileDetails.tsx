import { IonItem, IonLabel, IonList } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../../../contract';

export function ProfileDetails({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    ['Name', user.fullName],
    ['E-mail', user.email],
    ['Agency', user.agencyName || '—'],
    ['Roles', user.roles.join(', ')],
  ];
  return (
    <IonList lines="full" className="profile-details">
      {rows.map(([label, value]) => (
        <IonItem key={label}>
          <IonLabel>
            <p>{t(label)}</p>
            <h2>{value}</h2>
          </IonLabel>
        </IonItem>
      ))}
    </IonList>
  );
}
