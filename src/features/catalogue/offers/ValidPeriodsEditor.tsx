import { IonButton, IonIcon } from '@ionic/react';
import { addOutline } from 'ionicons/icons';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AccountSettings, OfferInput, ValidPeriod } from '../../../../contract/catalogue';
import { duplicateValidPeriod, newValidPeriod } from '../../../../domain/price-editing';
import { newGuid } from '../../../ui/inputs/upload/new-guid';
import { PeriodCard, type PeriodErrors } from './PeriodCard';
import { useSupplierToday } from '../../../platform/use-today';

interface ValidPeriodsEditorProps {
  control: Control<OfferInput>;
  offerId: number;
  settings: AccountSettings | undefined;
  readOnly?: boolean;
}

/**
 * The offer's valid periods. A new one runs from today for a month and takes the account's VAT,
 * conversion and default commission (GET /api/account/settings); it cannot be added before they are here.
 */
export function ValidPeriodsEditor({ control, offerId, settings, readOnly }: ValidPeriodsEditorProps) {
  const { t } = useTranslation();
  const today = useSupplierToday();
  const { field, fieldState } = useController({ control, name: 'validPeriods' });
  const periods = (field.value ?? []) as ValidPeriod[];
  const errors = fieldState.error as unknown as PeriodErrors[] | undefined;
  const set = (next: ValidPeriod[]) => field.onChange(next);
  const add = () => {
    if (!settings) return;
    set([...periods, newValidPeriod(settings, today, newGuid(), offerId, 0, periods)]);
  };
  const base = settings?.currency.baseCurrency ?? 'AED';
  const secondary = settings?.currency.secondaryCurrency ?? '$';
  return (
    <div className="valid-periods">
      {periods.length === 0 && (
        <p className="muted">{t('No valid periods yet: the ticket has no prices.')}</p>
      )}
      {periods.map((period, i) => (
        <PeriodCard
          key={period.guid}
          period={period}
          baseCurrency={base}
          secondaryCurrency={secondary}
          errors={Array.isArray(errors) ? errors[i] : undefined}
          readOnly={readOnly}
          onChange={(next) => set(periods.map((p, j) => (j === i ? next : p)))}
          onRemove={() => set(periods.filter((_, j) => j !== i))}
          onDuplicate={() => set([...periods, duplicateValidPeriod(period, today, newGuid(), periods)])}
        />
      ))}
      {!readOnly && (
        <IonButton fill="outline" onClick={add} disabled={!settings}>
          <IonIcon slot="start" icon={addOutline} aria-hidden="true" />
          {t('Add period')}
        </IonButton>
      )}
    </div>
  );
}
