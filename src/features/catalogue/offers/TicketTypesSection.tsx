import { IonIcon } from '@ionic/react';
import { warningOutline } from 'ionicons/icons';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { OfferInput, TicketTypeStock } from '../../../../contract/catalogue';
import { FormSelectField } from '../../../ui/form/FormSelectField';
import { FormToggleField } from '../../../ui/form/FormToggleField';
import { useTicketTypes } from '../api/ticket-types';

interface TicketTypesSectionProps {
  control: Control<OfferInput>;
  /** The ticket's tour: the types offered are its supplier's. */
  tourId: number;
  readOnly?: boolean;
}

const PAX_FIELDS = [
  ['ticketTypesAdult', 'Adult ticket types'],
  ['ticketTypesChild', 'Child ticket types'],
  ['ticketTypesInfant', 'Infant ticket types'],
] as const;

/**
 * Attraction tickets: whether the offer needs them and which stock types serve adults, children and
 * infants (GET /api/tickets/types). Each type shows its stock; a chosen type with tickets expiring
 * within 5 days is called out.
 */
export function TicketTypesSection({ control, tourId, readOnly }: TicketTypesSectionProps) {
  const { t } = useTranslation();
  const chosen = useWatch({ control, name: ['ticketTypesAdult', 'ticketTypesChild', 'ticketTypesInfant'] });
  const types = useTicketTypes(tourId);
  const stock: TicketTypeStock[] = types.data ?? [];
  const chosenIds = new Set(chosen.flat().filter((id): id is number => typeof id === 'number'));
  // A deactivated type is offered no more; a ticket that has it keeps showing it, named so.
  const options = stock
    .filter((s) => s.isActive || chosenIds.has(s.id))
    .map((s) => ({
      value: s.id,
      label: s.isActive
        ? t('{{name}} ({{available}} available)', { name: s.name, available: s.available })
        : t('{{name}} (inactive)', { name: s.name }),
    }));
  const expiring = stock.filter((s) => chosenIds.has(s.id) && s.expiresIn5Days > 0);
  return (
    <>
      <FormToggleField
        control={control}
        name="isTicketsRequired"
        label="Attraction tickets required"
        readOnly={readOnly}
      />
      <>
        {types.isError && <p className="form-error">{t('Ticket types could not be loaded.')}</p>}
        {PAX_FIELDS.map(([name, label]) => (
          <FormSelectField
            key={name}
            control={control}
            name={name}
            label={label}
            options={options}
            multiple
            placeholder="None chosen"
            readOnly={readOnly}
          />
        ))}
        {expiring.map((s) => (
          <p key={s.id} className="offer-warning" role="status">
            <IonIcon icon={warningOutline} aria-hidden="true" />
            {t('{{number}} tickets of {{name}} expire within 5 days', {
              number: s.expiresIn5Days,
              name: s.name,
            })}
          </p>
        ))}
      </>
    </>
  );
}
