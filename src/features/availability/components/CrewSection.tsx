import { IonButton } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VEHICLE_MAX, type CrewMember, type SlotDayCrew } from '../../../../contract';
import { rolesEnter } from '../../../../contract/access';
import { notify } from '../../../platform/notifications';
import { useSession } from '../../../platform/session';
import { FormField } from '../../../ui/form/FormField';
import { saveCrew, useCrewStaff } from '../api/crew';
import { availabilityKeys } from '../api/keys';
import type { CellRef } from './ChartGrid';

const telOf = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function Person({ label, who }: { label: string; who: CrewMember | null }) {
  const { t } = useTranslation();
  return (
    <div>
      <dt>{t(label)}</dt>
      <dd>
        <span>{who ? who.fullName : t('Not assigned')}</span>
        {who?.phone && <a href={telOf(who.phone)}>{who.phone}</a>}
      </dd>
    </div>
  );
}

/**
 * The slot-day's crew in its sheet (issue 25 item 3): guide, driver and vehicle. Operations and the
 * supplier's admin choose them from the slot's supplier's guides and drivers; the others read them.
 */
export function CrewSection({
  cell,
  crew,
  readOnly,
}: {
  cell: CellRef;
  crew: SlotDayCrew;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const user = useSession();
  const queryClient = useQueryClient();
  const mayAssign = user !== null && rolesEnter('dispatch', user.roles);
  const { data: staff } = useCrewStaff(cell.timeSlotId, mayAssign);
  const [guideId, setGuideId] = useState(crew.guide?.id ?? null);
  const [driverId, setDriverId] = useState(crew.driver?.id ?? null);
  const [vehicle, setVehicle] = useState(crew.vehicle ?? '');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const changed =
    guideId !== (crew.guide?.id ?? null) ||
    driverId !== (crew.driver?.id ?? null) ||
    vehicle.trim() !== (crew.vehicle ?? '');

  const save = async () => {
    setBusy(true);
    const result = await saveCrew({ ...cell, guideId, driverId, vehicle: vehicle.trim() || null });
    setBusy(false);
    setFields(result.IsOk ? {} : (result.Fields ?? {}));
    if (!result.IsOk) return;
    notify('success', 'Crew saved');
    await queryClient.invalidateQueries({ queryKey: availabilityKeys.all });
  };

  // Whoever holds the role, and whoever is assigned now even if they no longer do (kept visible).
  const choices = (role: 'guide' | 'driver', current: CrewMember | null) => {
    const list = (staff ?? []).filter((s) => s.roles.includes(role));
    return current && !list.some((s) => s.id === current.id) ? [current, ...list] : list;
  };
  const select = (
    label: string,
    role: 'guide' | 'driver',
    value: number | null,
    onChange: (id: number | null) => void,
    current: CrewMember | null,
  ) => (
    <FormField label={label} error={fields[`${role}Id`]}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          className="form-input"
          value={value ?? ''}
          disabled={readOnly || busy}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
        >
          <option value="">{t('Not assigned')}</option>
          {choices(role, current).map((s) => (
            <option key={s.id} value={s.id}>
              {s.fullName}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );

  return (
    <section className="av-crew-section" aria-label={t('Crew')}>
      <h3>{t('Crew')}</h3>
      <dl className="av-facts av-crew-facts">
        <Person label="Guide" who={crew.guide} />
        <Person label="Driver" who={crew.driver} />
        <div>
          <dt>{t('Vehicle')}</dt>
          <dd>{crew.vehicle ?? '—'}</dd>
        </div>
      </dl>
      {mayAssign && (
        <div className="av-crew-form">
          {select('Guide', 'guide', guideId, setGuideId, crew.guide)}
          {select('Driver', 'driver', driverId, setDriverId, crew.driver)}
          <FormField label="Vehicle" error={fields.vehicle}>
            {({ id, describedBy, invalid }) => (
              <input
                id={id}
                className="form-input"
                value={vehicle}
                maxLength={VEHICLE_MAX}
                placeholder={t('e.g. Bus 3 · DXB 12345')}
                readOnly={readOnly}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                onChange={(e) => setVehicle(e.target.value)}
              />
            )}
          </FormField>
          <IonButton disabled={readOnly || busy || !changed} onClick={() => void save()}>
            {t('Save crew')}
          </IonButton>
        </div>
      )}
    </section>
  );
}
