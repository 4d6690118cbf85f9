import { IonButton, IonInput, IonSegment, IonSegmentButton, IonLabel } from '@ionic/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CashCurrency } from '../../../../contract';

/** Cash collected from a guest: amount and currency, kept on the device until sent. */
export function CashForm({ onSave }: { onSave: (amount: number, currency: CashCurrency) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [currency, setCurrency] = useState<CashCurrency>('USD');
  const [error, setError] = useState<string | null>(null);
  const save = () => {
    const amount = Number(text.replace(',', '.'));
    if (!Number.isFinite(amount) || amount <= 0) return setError(t('Amount must be more than 0'));
    if (amount > 1_000_000) return setError(t('Amount is too large'));
    setError(null);
    onSave(Math.round(amount * 100) / 100, currency);
  };
  return (
    <div className="day-cash-form">
      <IonInput
        label={t('Amount')}
        labelPlacement="stacked"
        inputmode="decimal"
        value={text}
        onIonInput={(e) => setText(String(e.detail.value ?? ''))}
        errorText={error ?? undefined}
        className={error ? 'ion-invalid ion-touched' : undefined}
      />
      <IonSegment value={currency} onIonChange={(e) => setCurrency(e.detail.value === 'AED' ? 'AED' : 'USD')}>
        <IonSegmentButton value="USD">
          <IonLabel>USD</IonLabel>
        </IonSegmentButton>
        <IonSegmentButton value="AED">
          <IonLabel>AED</IonLabel>
        </IonSegmentButton>
      </IonSegment>
      <IonButton onClick={save}>{t('Save cash')}</IonButton>
    </div>
  );
}
