import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { pickUpTimeSetSchema, type PickUpTimeSetInput } from '../../../../contract';
import { parseRouteId } from '../../../../domain/route-id';
import { ApiError, notifyFailure } from '../../../platform/api';
import { FormCheck } from '../../../ui/form/ChoiceFields';
import { FormTextField } from '../../../ui/form/FormField';
import { OfflineReadOnlyNotice, useFormReadOnly } from '../../../ui/form/OfflineReadOnlyNotice';
import { SaveBar } from '../../../ui/form/SaveBar';
import { useContractForm } from '../../../ui/form/useContractForm';
import { useVersionedSave } from '../../../ui/form/useVersionedSave';
import { Page } from '../../../ui/Page';
import { usePickUpTime } from '../api/pick-up-time';
import { savePickUpTime } from '../api/save-pick-up-time';
import { useSupplierCities, useSupplierHotels, useSupplierRegions } from '../api/supplier-places';
import { HotelTable } from '../components/HotelTable';
import { hotelRows, regionRows, type HotelRow, type RegionRow } from '../components/pick-up-rows';
import { RegionTable } from '../components/RegionTable';
import '../pickuptimes.css';

/** New or edit pick-up time set; an unparseable id goes to the list. */
export function PickUpTimeSetPage() {
  const id = parseRouteId(useParams().id);
  if (id === null) return <Navigate to="/pickuptimes" replace />;
  return <SetEditor key={id} id={id} />;
}

function SetEditor({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { readOnly } = useFormReadOnly();
  const set = usePickUpTime(id);
  const hotels = useSupplierHotels();
  const regions = useSupplierRegions();
  const cities = useSupplierCities();
  const form = useContractForm(pickUpTimeSetSchema, {
    defaultValues: { id, name: '', isFixedTime: true, regionsPickUpTimes: [], hotelsPickUpTimes: [] },
    readOnly,
  });
  const isFixedTime = useWatch({ control: form.control, name: 'isFixedTime' });
  const [regionEdits, setRegionEdits] = useState<ReadonlyMap<number, Partial<RegionRow>>>(new Map());
  const [hotelEdits, setHotelEdits] = useState<ReadonlyMap<number, Partial<HotelRow>>>(new Map());
  const [showDeactivatedChoice, setShowDeactivated] = useState<boolean | null>(null);
  const [overrideHotels, setOverrideHotels] = useState(false);
  const saver = useVersionedSave(form);

  // 02-catalogue §8: a set that fails to load says so and goes back to the list.
  useEffect(() => {
    if (set.error instanceof ApiError && set.error.result.Code !== 0) {
      notifyFailure(set.error.result);
      navigate('/pickuptimes', { replace: true });
    }
  }, [set.error, navigate]);

  const loaded = id === 0 || Boolean(set.data);
  useEffect(() => {
    if (set.data) form.reset({ ...set.data, regionsPickUpTimes: [], hotelsPickUpTimes: [] });
  }, [set.data, form]);

  // The rows are the lookups with the set's entries, then this screen's edits on top.
  const baseRegions = useMemo(
    () => (loaded && regions.data ? regionRows(regions.data, set.data) : []),
    [loaded, regions.data, set.data],
  );
  const baseHotels = useMemo(
    () => (loaded && hotels.data ? hotelRows(hotels.data, set.data) : []),
    [loaded, hotels.data, set.data],
  );
  const regionState = useMemo(
    () => baseRegions.map((r) => ({ ...r, ...regionEdits.get(r.regionId) })),
    [baseRegions, regionEdits],
  );
  const hotelState = useMemo(
    () => baseHotels.map((h) => ({ ...h, ...hotelEdits.get(h.hotelId) })),
    [baseHotels, hotelEdits],
  );
  // A set with no active region yet (a new one) shows them all, or there would be nothing to edit.
  const showDeactivated = showDeactivatedChoice ?? !baseRegions.some((r) => r.isActive);

  const hasOverrides = hotelState.some((h) => h.isOverridden);
  const storedOverrides = (set.data?.hotelsPickUpTimes.length ?? 0) > 0;

  const onRegions = useCallback((ids: readonly number[], changes: Partial<RegionRow>) => {
    setRegionEdits((edits) => {
      const next = new Map(edits);
      for (const regionId of ids) next.set(regionId, { ...edits.get(regionId), ...changes });
      return next;
    });
  }, []);
  const onHotels = useCallback((ids: readonly number[], changes: Partial<HotelRow>) => {
    setHotelEdits((edits) => {
      const next = new Map(edits);
      for (const hotelId of ids) next.set(hotelId, { ...edits.get(hotelId), ...changes });
      return next;
    });
  }, []);

  const shownRegions = useMemo(
    () => (showDeactivated ? regionState : regionState.filter((r) => r.isActive)),
    [regionState, showDeactivated],
  );

  const save = form.handleSubmit(async (values) => {
    const body: PickUpTimeSetInput = {
      ...values,
      id,
      regionsPickUpTimes: regionState
        .filter((r) => r.isActive || r.timeStart !== 0 || r.timeEnd !== 0)
        .map((r) => ({
          regionId: r.regionId,
          timeStart: r.timeStart,
          timeEnd: r.timeEnd,
          isActive: r.isActive,
        })),
      hotelsPickUpTimes: hotelState
        .filter((h) => h.isOverridden)
        .map((h) => ({ hotelId: h.hotelId, timeStart: h.timeStart, timeEnd: h.timeEnd })),
    };
    await saver.run(() => savePickUpTime(body), {
      notice: 'Saved',
      saved: async () => {
        await queryClient.invalidateQueries({ queryKey: ['pickuptimes'] });
        await queryClient.invalidateQueries({ queryKey: ['timeslots'] });
        // 02-catalogue §4: after a pick-up time save the user goes to /pickuptimes.
        navigate('/pickuptimes');
      },
    });
  });

  const citiesList = cities.data ?? [];
  return (
    <Page
      title={id === 0 ? 'Add pick up time' : 'Edit pick up time'}
      backHref="/pickuptimes"
      backText="Back to pick up times"
    >
      <OfflineReadOnlyNotice dataUpdatedAt={set.dataUpdatedAt || regions.dataUpdatedAt} />
      <div className="pt-form">
        <FormTextField control={form.control} name="name" label="Name" required readOnly={readOnly} />
        <div className="pt-switches">
          <Controller
            control={form.control}
            name="isFixedTime"
            render={({ field }) => (
              <FormCheck
                role="switch"
                label="Fixed time"
                checked={Boolean(field.value)}
                disabled={readOnly}
                onChange={field.onChange}
              />
            )}
          />
          <FormCheck
            role="switch"
            label="Show deactivated regions"
            checked={showDeactivated}
            onChange={setShowDeactivated}
          />
        </div>
        <p className="form-note">
          {t(
            isFixedTime
              ? 'Guests are collected between the times given (clock times).'
              : 'Guests are collected the given number of minutes before the time slot starts.',
          )}
        </p>
      </div>
      <h2 className="pt-section-title">{t('Regions')}</h2>
      <RegionTable
        rows={shownRegions}
        cities={citiesList}
        isFixedTime={Boolean(isFixedTime)}
        readOnly={readOnly}
        onChange={onRegions}
      />
      <h2 className="pt-section-title">{t('Hotels')}</h2>
      {!storedOverrides && (
        <FormCheck
          role="switch"
          label="Override hotels pick up times"
          checked={overrideHotels || hasOverrides}
          disabled={readOnly || hasOverrides}
          onChange={setOverrideHotels}
        />
      )}
      {(storedOverrides || overrideHotels || hasOverrides) && (
        <HotelTable
          rows={hotelState}
          cities={citiesList}
          isFixedTime={Boolean(isFixedTime)}
          readOnly={readOnly}
          onChange={onHotels}
        />
      )}
      <SaveBar onSave={() => void save()} saving={saver.saving} disabled={readOnly || !loaded} />
    </Page>
  );
}
