import { useMemo } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SupplierProfileInput } from '../../../../contract';
import { timeZoneNames, utcOffsetOf } from '../../../../domain/local-time';
import { useNow } from '../../../platform/use-now';
import { FormField } from '../../../ui/form/FormField';

/**
 * The supplier's clock: a native select of the runtime's zones, each with today's offset, so a phone
 * opens its own picker and a keyboard user types "Asia/Du" to jump there.
 */
export function TimeZoneField({
  control,
  readOnly,
}: {
  control: Control<SupplierProfileInput>;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  // Offsets move with daylight saving: read them on the hour's clock, not once per page.
  const hour = Math.floor(useNow(3_600_000) / 3_600_000);
  const zones = useMemo(
    () =>
      timeZoneNames().map((name) => ({
        name,
        label: `${name} (UTC${utcOffsetOf(name, hour * 3_600_000)})`,
      })),
    [hour],
  );
  return (
    <Controller
      control={control}
      name="timeZone"
      render={({ field, fieldState }) => (
        <FormField
          label="Time zone"
          error={fieldState.error?.message}
          hint={t('Slot times, pick-ups, notice and "tomorrow" are read on this clock.')}
        >
          {({ id, describedBy, invalid }) => (
            <select
              id={id}
              ref={field.ref}
              name={field.name}
              className="form-input"
              aria-describedby={describedBy}
              aria-invalid={invalid}
              disabled={readOnly}
              value={field.value ?? ''}
              onChange={(e) => field.onChange(e.target.value)}
              onBlur={field.onBlur}
            >
              {field.value && !zones.some((z) => z.name === field.value) && (
                <option value={field.value}>{field.value}</option>
              )}
              {zones.map((z) => (
                <option key={z.name} value={z.name}>
                  {z.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
    />
  );
}
