import { IonIcon } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { warningOutline } from 'ionicons/icons';
import { useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import {
  ExternalCodeType,
  TimeSlotType,
  TimeType,
  timeSlotSchema,
  type TimeSlot,
  type TimeSlotInput,
} from '../../../../contract';
import { maskToSelection, normaliseDaySelection, selectionToMask } from '../../../../domain/day-mask';
import { parseRouteId } from '../../../../domain/route-id';
import { clearExternalWhenNotExternal, showsCapacity, showsCutOff } from '../../../../domain/time-slot-rules';
import { FormCheck, FormSelect } from '../../../ui/form/ChoiceFields';
import { FormField, FormTextField } from '../../../ui/form/FormField';
import { FormSections } from '../../../ui/form/FormSections';
import { OfflineReadOnlyNotice, useFormReadOnly } from '../../../ui/form/OfflineReadOnlyNotice';
import { SaveBar } from '../../../ui/form/SaveBar';
import { useContractForm } from '../../../ui/form/useContractForm';
import { useVersionedSave } from '../../../ui/form/useVersionedSave';
import { TimeInput } from '../../../ui/inputs/TimeInput';
import { Page } from '../../../ui/Page';
import { timeSlotKeys } from '../api/keys';
import { usePickUpOptions } from '../api/pick-up-options';
import { saveTimeSlot } from '../api/save-time-slot';
import { useTimeSlotGroup } from '../api/time-slot-group';
import { ExternalMapping } from '../components/ExternalMapping';
import { groupHref } from '../components/group-columns';
import { SlotClosedDays } from '../components/SlotClosedDays';
import { SupplierNote } from '../components/SupplierNote';
import { DAY_OPTIONS } from '../day-options';
import { decodeGroupId } from '../group-route-id';
import { useLoadFailure } from '../use-load-failure';
import { useAnsweredSinceOpened } from '../../../platform/query-cache/answered-since-opened';
import '../timeslots.css';

const TIME_TYPE_OPTIONS = [
  { label: 'Fixed time', value: TimeType.Fixed },
  { label: 'Guest defines time', value: TimeType.Anytime },
  { label: 'Not applicable', value: TimeType.NoTime },
];
const SLOT_TYPE_OPTIONS = [
  { label: 'Live', value: TimeSlotType.Live },
  { label: 'On request', value: TimeSlotType.OnRequest },
];
const CODE_TYPE_OPTIONS = [
  { label: 'None', value: ExternalCodeType.None },
  { label: 'QR code', value: ExternalCodeType.QrCode },
  { label: 'Bar code', value: ExternalCodeType.BarCode },
];

const newSlot = (groupId: number): TimeSlotInput => ({
  id: 0,
  groupId,
  name: '',
  description: null,
  startHour: 9,
  startMinutes: 0,
  endHour: 10,
  endMinutes: 0,
  timeType: TimeType.Fixed,
  interval: null,
  pickUpTimeId: 0,
  duration: null,
  cutOffResponseTime: null,
  type: TimeSlotType.Live,
  daysOffered: 0,
  capacity: null,
  minimumAdvancedBooking: null,
  isExternalId: false,
  externalId: null,
  externalPerChildId: null,
  bookingReferencePrefix: null,
  externalProviderId: null,
  externalProviderCodeType: 0,
  externalProviderDiffProductsAdultChild: false,
  externalProductId: null,
  externalProductMappingValue: null,
  externalProductPerChildId: null,
  externalProductPerChildMappingValue: null,
  externalIsTicketPerPax: false,
  stopSellReason: null,
});

/** The form's values of a saved slot: its stored fields, without what the server adds on read. */
function slotValues(s: TimeSlot): TimeSlotInput {
  const { closedDays: _closed, offers: _offers, isMappingMismatch: _mismatch, ...rest } = s;
  return {
    ...rest,
    timeType: rest.timeType as 0 | 1 | 2,
    type: rest.type as 0 | 1,
    externalProviderCodeType: rest.externalProviderCodeType as 0 | 1 | 2,
    pickUpTimeId: rest.pickUpTimeId ?? 0,
  };
}

/** New or edit time slot of a saved group (slot id 'add' creates one, 02-catalogue §2). */
export function TimeSlotPage() {
  const params = useParams();
  const groupId = decodeGroupId(params.groupId);
  const slotId = parseRouteId(params.timeSlotId);
  if (!groupId) return <Navigate to="/timeslots" replace />;
  if (slotId === null) return <Navigate to={groupHref(groupId)} replace />;
  return <SlotEditor key={`${groupId}/${slotId}`} groupId={groupId} slotId={slotId} />;
}

function SlotEditor({ groupId, slotId }: { groupId: number; slotId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { readOnly } = useFormReadOnly();
  const group = useTimeSlotGroup(groupId);
  const pickUps = usePickUpOptions(groupId);
  useLoadFailure(group.error, '/timeslots');
  const form = useContractForm(timeSlotSchema, { defaultValues: newSlot(groupId), readOnly });
  const saver = useVersionedSave(form);
  const slot = group.data?.timeSlots.find((s) => s.id === slotId) ?? null;
  const alerted = useRef(false);

  useEffect(() => {
    if (slot) form.reset(slotValues(slot));
  }, [slot, form]);

  // The group is what a slot belongs to and takes its capacity rule from: without it, say so once.
  useEffect(() => {
    if (group.isError && !group.data && !alerted.current) {
      alerted.current = true;
      window.alert(t('Time slot group not initialized'));
    }
  }, [group.isError, group.data, t]);

  const v = useWatch({ control: form.control }) as TimeSlotInput;
  const independent = group.data?.isTimeSlotsIndependant ?? false;

  // A slot the group does not hold goes back to the group, but only on the server's word: the group kept
  // on the device (the persisted cache, written a moment after a save) may predate a slot just made, so
  // a missing slot asks the server once before leaving.
  const missing = group.data !== undefined && slotId > 0 && !slot;
  const answered = useAnsweredSinceOpened(group);
  const { isFetching, refetch } = group;
  useEffect(() => {
    if (missing && !answered && !isFetching) void refetch();
  }, [missing, answered, isFetching, refetch]);

  if (missing && answered) return <Navigate to={groupHref(groupId)} replace />;

  const set = <K extends keyof TimeSlotInput>(name: K, value: TimeSlotInput[K]) =>
    form.setValue(name as never, value as never, {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
  const setMany = (next: TimeSlotInput) => {
    for (const key of Object.keys(next) as (keyof TimeSlotInput)[]) {
      if (next[key] !== v[key]) set(key, next[key]);
    }
  };

  const save = form.handleSubmit(async (values) => {
    await saver.run(() => saveTimeSlot({ ...values, groupId }), {
      notice: 'Saved',
      saved: async (content) => {
        await queryClient.invalidateQueries({ queryKey: timeSlotKeys.all });
        navigate(`${groupHref(groupId)}/${content.id}`, { replace: slotId === content.id });
      },
    });
  });

  const errors = form.formState.errors;
  const messages = Object.values(errors)
    .map((e) => (e as { message?: string } | undefined)?.message)
    .filter((m): m is string => Boolean(m));
  const days = maskToSelection(v.daysOffered ?? 0);
  const text = (name: keyof TimeSlotInput, label: string, extra: { type?: 'number'; hint?: string } = {}) => (
    <FormTextField
      control={form.control}
      name={name}
      label={label}
      readOnly={readOnly}
      type={extra.type}
      hint={extra.hint}
    />
  );

  return (
    <Page
      title={slotId === 0 ? 'New Time Slot' : 'Edit Time Slot'}
      backHref={groupHref(groupId)}
      backText="Back to time slot group"
    >
      <OfflineReadOnlyNotice dataUpdatedAt={group.dataUpdatedAt} />
      {group.data && <p className="form-note">{t('Time slot group: {{name}}', { name: group.data.name })}</p>}
      <SupplierNote name={group.data?.supplierName} />
      <FormSections
        label="Time slot"
        sections={[
          {
            id: 'basic',
            title: 'Basic details',
            errors: messages,
            content: (
              <div className="ts-form">
                <FormTextField control={form.control} name="name" label="Name" required readOnly={readOnly} />
                {text('description', 'Description')}
                <fieldset className="ts-days">
                  <legend>{t('Days offered')}</legend>
                  {DAY_OPTIONS.map((d) => (
                    <FormCheck
                      key={d.value}
                      label={d.label}
                      checked={days.includes(d.value)}
                      disabled={readOnly}
                      onChange={(on) => {
                        const next = on ? [...days, d.value] : days.filter((x) => x !== d.value);
                        set('daysOffered', selectionToMask(normaliseDaySelection(days, next)));
                      }}
                    />
                  ))}
                </fieldset>
                {showsCapacity(independent) &&
                  text('capacity', 'Capacity', { type: 'number', hint: '1 – 999999' })}
                {text('minimumAdvancedBooking', 'Minimum advanced booking (hours)', {
                  type: 'number',
                  hint: '-23 – 2400',
                })}
              </div>
            ),
          },
          {
            id: 'availability',
            title: 'Availability settings',
            content: (
              <div className="ts-form">
                <FormSelect
                  label="Availability"
                  value={v.type}
                  options={SLOT_TYPE_OPTIONS}
                  disabled={readOnly}
                  onChange={(x) => set('type', Number(x) as 0 | 1)}
                />
                {showsCutOff(v.type ?? 0) &&
                  text('cutOffResponseTime', 'Cut-off response time (hours)', { type: 'number' })}
                <FormSelect
                  label="Override pick up time"
                  value={v.pickUpTimeId ?? 0}
                  options={pickUps.data ?? [{ label: 'Not applicable', value: 0 }]}
                  rawLabels
                  disabled={readOnly}
                  error={errors.pickUpTimeId?.message}
                  onChange={(x) => set('pickUpTimeId', Number(x))}
                />
                <FormCheck
                  label="Closed for sale"
                  checked={v.stopSellReason != null}
                  disabled={readOnly}
                  onChange={(on) => set('stopSellReason', on ? t('Closed') : null)}
                />
                {v.stopSellReason != null && text('stopSellReason', 'Reason for closing')}
                {slot && <SlotClosedDays slotId={slot.id} days={slot.closedDays} readOnly={readOnly} />}
              </div>
            ),
          },
          {
            id: 'time',
            title: 'Time settings',
            errors: errors.interval?.message ? [errors.interval.message] : undefined,
            content: (
              <div className="ts-form">
                <FormSelect
                  label="Time"
                  value={v.timeType}
                  options={TIME_TYPE_OPTIONS}
                  disabled={readOnly}
                  onChange={(x) => set('timeType', Number(x) as 0 | 1 | 2)}
                />
                {v.timeType !== TimeType.NoTime && (
                  <div className="ts-times">
                    <TimeInput
                      label="Start time"
                      value={(v.startHour ?? 0) * 60 + (v.startMinutes ?? 0)}
                      disabled={readOnly}
                      onChange={(m) => {
                        set('startHour', Math.floor(m / 60));
                        set('startMinutes', m % 60);
                      }}
                    />
                    <TimeInput
                      label="End time"
                      value={(v.endHour ?? 0) * 60 + (v.endMinutes ?? 0)}
                      disabled={readOnly}
                      onChange={(m) => {
                        set('endHour', Math.floor(m / 60));
                        set('endMinutes', m % 60);
                      }}
                    />
                  </div>
                )}
                {v.timeType === TimeType.Anytime &&
                  text('interval', 'Interval (minutes)', { type: 'number' })}
                {text('duration', 'Duration (minutes)', { type: 'number' })}
              </div>
            ),
          },
          {
            id: 'external',
            title: 'External provider',
            content: (
              <div className="ts-form">
                {slot?.isMappingMismatch && (
                  <p className="form-warning">
                    <IonIcon icon={warningOutline} aria-hidden="true" />
                    {t('The mapped product no longer matches this slot.')}
                  </p>
                )}
                <FormCheck
                  label="External (tickets from a provider)"
                  checked={Boolean(v.isExternalId)}
                  disabled={readOnly}
                  onChange={(on) => setMany(clearExternalWhenNotExternal({ ...v, isExternalId: on }))}
                />
                {v.isExternalId && (
                  <>
                    <ExternalMapping
                      groupId={groupId}
                      value={v}
                      onChange={setMany}
                      readOnly={readOnly}
                      slotOffers={slot?.offers ?? []}
                    />
                    <FormSelect
                      label="Ticket code type"
                      value={v.externalProviderCodeType}
                      options={CODE_TYPE_OPTIONS}
                      disabled={readOnly}
                      onChange={(x) => set('externalProviderCodeType', Number(x) as 0 | 1 | 2)}
                    />
                    {text('bookingReferencePrefix', 'Booking reference prefix')}
                    <FormCheck
                      label="A ticket per person"
                      checked={Boolean(v.externalIsTicketPerPax)}
                      disabled={readOnly}
                      onChange={(on) => set('externalIsTicketPerPax', on)}
                    />
                  </>
                )}
                {slot && slot.offers.length > 0 && (
                  <FormField label="Tickets using this slot">
                    {() => <p className="form-note">{slot.offers.map((o) => o.name).join(', ')}</p>}
                  </FormField>
                )}
              </div>
            ),
          },
        ]}
      />
      <SaveBar onSave={() => void save()} saving={saver.saving} disabled={readOnly || !group.data} />
    </Page>
  );
}
