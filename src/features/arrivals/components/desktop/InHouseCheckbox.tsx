import { useTranslation } from 'react-i18next';
import { IonCheckbox } from '../../../../ui/ionic/checkbox';

/** The spec's 'In House' checkbox: guests whose stay includes today (on by default). */
export function InHouseCheckbox({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <IonCheckbox
      className="in-house"
      labelPlacement="end"
      justify="start"
      checked={checked}
      onIonChange={(e) => onChange(e.detail.checked)}
    >
      {t('In House')}
    </IonCheckbox>
  );
}
