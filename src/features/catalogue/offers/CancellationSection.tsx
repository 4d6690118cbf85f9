import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { OfferInput } from '../../../../contract/catalogue';
import type { cancellationRuleSchema } from '../../../../contract/cancellation-policy';
import { CancellationPolicyEditor } from '../../../ui/form/CancellationPolicyEditor';
import { IonToggle } from '../../../ui/ionic/toggle';

type Rule = z.infer<typeof cancellationRuleSchema>;

interface CancellationSectionProps {
  control: Control<OfferInput>;
  tourPolicy: Rule[];
  readOnly?: boolean;
}

/**
 * The tour's policy applies unless 'Use custom cancellation' is on; turning it on copies the tour's
 * policy into the editable list (02-catalogue §4).
 */
export function CancellationSection({ control, tourPolicy, readOnly }: CancellationSectionProps) {
  const { t } = useTranslation();
  const override = useController({ control, name: 'isOverrideTourCancellationPolicy' });
  const policy = useController({ control, name: 'cancellationPolicy' });
  const custom = Boolean(override.field.value);
  return (
    <>
      <IonToggle
        className="form-toggle"
        justify="space-between"
        checked={custom}
        disabled={readOnly}
        onIonChange={(e) => {
          override.field.onChange(e.detail.checked);
          // Off, the tour's policy applies and nothing of the ticket's is sent (nor checked).
          policy.field.onChange(e.detail.checked ? tourPolicy.map((r) => ({ ...r })) : []);
        }}
      >
        {t('Use custom cancellation')}
      </IonToggle>
      {!custom && <p className="muted">{t("The tour's cancellation policy applies:")}</p>}
      <CancellationPolicyEditor
        value={custom ? ((policy.field.value ?? []) as Rule[]) : tourPolicy}
        onChange={(rules: Rule[]) => policy.field.onChange(rules)}
        readOnly={readOnly || !custom}
      />
    </>
  );
}
