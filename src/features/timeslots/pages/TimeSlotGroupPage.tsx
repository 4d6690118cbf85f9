import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { timeSlotGroupSchema, type TimeSlotGroupInput } from '../../../../contract';
import { FormCheck, FormSelect } from '../../../ui/form/ChoiceFields';
import { FormTextField } from '../../../ui/form/FormField';
import { FormSections } from '../../../ui/form/FormSections';
import { OfflineReadOnlyNotice, useFormReadOnly } from '../../../ui/form/OfflineReadOnlyNotice';
import { SaveBar } from '../../../ui/form/SaveBar';
import { useContractForm } from '../../../ui/form/useContractForm';
import { useVersionedSave } from '../../../ui/form/useVersionedSave';
import { Page } from '../../../ui/Page';
import { timeSlotKeys } from '../api/keys';
import { usePickUpOptions } from '../api/pick-up-options';
import { saveTimeSlotGroup } from '../api/save-time-slot-group';
import { useTimeSlotGroup } from '../api/time-slot-group';
import { GroupSlotsList } from '../components/GroupSlotsList';
import { SupplierNote } from '../components/SupplierNote';
import { groupHref } from '../components/group-columns';
import { decodeGroupId } from '../group-route-id';
import { useLoadFailure } from '../use-load-failure';
import '../timeslots.css';

const NEW_GROUP: TimeSlotGroupInput = {
  id: 0,
  name: '',
  pickUpTimeId: 0,
  capacity: 1,
  minimumAdvancedBooking: 0,
  isTimeSlotsIndependant: false,
};

/** New or edit time slot group (02-catalogue §2); the id in the URL is base64, 'add' is new. */
export function TimeSlotGroupPage() {
  const groupId = decodeGroupId(useParams().groupId);
  if (groupId === null) return <Navigate to="/timeslots" replace />;
  return <GroupEditor key={groupId} groupId={groupId} />;
}

function GroupEditor({ groupId }: { groupId: number }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { readOnly } = useFormReadOnly();
  const group = useTimeSlotGroup(groupId);
  const pickUps = usePickUpOptions(groupId);
  useLoadFailure(group.error, '/timeslots');
  const form = useContractForm(timeSlotGroupSchema, { defaultValues: NEW_GROUP, readOnly });
  const saver = useVersionedSave(form);

  useEffect(() => {
    const g = group.data;
    if (!g) return;
    form.reset({
      id: g.id,
      name: g.name,
      pickUpTimeId: g.pickUpTimeId ?? 0,
      capacity: g.capacity,
      minimumAdvancedBooking: g.minimumAdvancedBooking,
      isTimeSlotsIndependant: g.isTimeSlotsIndependant,
    });
  }, [group.data, form]);

  const save = form.handleSubmit(async (values) => {
    await saver.run(() => saveTimeSlotGroup(values), {
      notice: 'Saved',
      saved: async (content) => {
        await queryClient.invalidateQueries({ queryKey: timeSlotKeys.all });
        navigate(groupHref(content.id), { replace: groupId === content.id });
      },
    });
  });

  const errors = Object.values(form.formState.errors)
    .map((e) => e?.message)
    .filter((m): m is string => Boolean(m));

  return (
    <Page
      title={groupId === 0 ? 'New Time Slot Group' : 'Edit Time Slot Group'}
      backHref="/timeslots"
      backText="Back to time slots"
    >
      <OfflineReadOnlyNotice dataUpdatedAt={group.dataUpdatedAt} />
      <SupplierNote name={group.data?.supplierName} />
      <FormSections
        label="Time slot group"
        sections={[
          {
            id: 'group',
            title: 'Time slot group',
            errors,
            layout: 'two-columns',
            content: (
              <>
                <FormTextField control={form.control} name="name" label="Name" required readOnly={readOnly} />
                <FormTextField
                  control={form.control}
                  name="capacity"
                  label="Capacity"
                  type="number"
                  inputmode="numeric"
                  readOnly={readOnly}
                  hint="1 – 999999"
                />
                <FormTextField
                  control={form.control}
                  name="minimumAdvancedBooking"
                  label="Minimum advanced booking (hours)"
                  type="number"
                  readOnly={readOnly}
                  hint="-23 – 2400"
                />
                <Controller
                  control={form.control}
                  name="pickUpTimeId"
                  render={({ field, fieldState }) => (
                    <FormSelect
                      label="Pick up time"
                      value={field.value ?? 0}
                      options={pickUps.data ?? [{ label: 'Not applicable', value: 0 }]}
                      rawLabels
                      disabled={readOnly}
                      error={fieldState.error?.message}
                      onChange={(v) => field.onChange(Number(v))}
                    />
                  )}
                />
                <Controller
                  control={form.control}
                  name="isTimeSlotsIndependant"
                  render={({ field }) => (
                    <FormCheck
                      label="Time slots are independent (each slot has its own capacity)"
                      checked={Boolean(field.value)}
                      disabled={readOnly}
                      onChange={field.onChange}
                    />
                  )}
                />
              </>
            ),
          },
        ]}
      />
      <GroupSlotsList
        slots={group.data?.timeSlots ?? []}
        groupHref={groupId > 0 ? groupHref(groupId) : null}
        saved={groupId > 0}
      />
      <SaveBar onSave={() => void save()} saving={saver.saving} disabled={readOnly} />
    </Page>
  );
}
