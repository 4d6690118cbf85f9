import { IonContent, IonPage } from '@ionic/react';

/** Static domain-verification text for the payment provider: no shell, no translation. */
export function VerifyModulbankPage() {
  return (
    <IonPage>
      <IonContent className="ion-padding">
        <pre>modulbank-verification: caravan</pre>
      </IonContent>
    </IonPage>
  );
}
