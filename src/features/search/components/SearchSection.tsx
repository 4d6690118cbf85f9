import { IonItem, IonLabel, IonList, IonListHeader } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import type { SearchHit } from '../../../../contract';

export function SearchSection({ title, hits }: { title: string; hits: readonly SearchHit[] }) {
  const { t } = useTranslation();
  if (hits.length === 0) return null;
  return (
    <IonList aria-label={t(title)}>
      <IonListHeader>
        <h2>{t(title)}</h2>
      </IonListHeader>
      {hits.map((hit) => (
        <IonItem key={`${hit.kind}-${hit.id}`} routerLink={hit.href} detail>
          <IonLabel>
            <h3>{hit.title}</h3>
            {hit.subtitle && <p>{hit.subtitle}</p>}
          </IonLabel>
        </IonItem>
      ))}
    </IonList>
  );
}
