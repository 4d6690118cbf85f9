import { IonCheckbox } from '@ionic/react';
import { useState } from 'react';
import { Controller, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SavedAccountSettings, Supplier, SupplierProfileInput } from '../../../../contract';
import { notify } from '../../../platform/notifications';
import { FormTextField } from '../../../ui/form/FormField';
import { FormSections, type FormSection } from '../../../ui/form/FormSections';
import { SaveBar } from '../../../ui/form/SaveBar';
import { StaleSaveNotice } from '../../../ui/form/StaleSaveNotice';
import { useCountriesOptions } from '../api/get-countries-options';
import { AccountSettingsFields } from './AccountSettingsFields';
import { messagesOf } from './messages-of';
import { SelectField } from './SelectField';
import { TimeZoneField } from './TimeZoneField';
import { ACCOUNT_FIELD_LABELS, useAccountSettingsForm } from './use-account-settings-form';
import { PROFILE_FIELD_LABELS, useProfileForm } from './use-profile-form';

interface CoreInfoFormProps {
  supplier: Supplier;
  /** Undefined while loading or when it could not be loaded: the section says so and Save skips it. */
  accountSettings: SavedAccountSettings | undefined;
  accountSettingsFailed: boolean;
}

const BASIC = [
  'code',
  'name',
  'taxRegistrationNumber',
  'tradeLicenseNumber',
  'countryId',
  'timeZone',
  'address',
];

/**
 * Core Info (02-catalogue §2): Basic Details, Payment Details, the read-only settlement terms with the
 * acknowledgement, and the account settings. One Save sends the profile and, when changed, the
 * account settings.
 */
export function CoreInfoForm({ supplier, accountSettings, accountSettingsFailed }: CoreInfoFormProps) {
  const { t } = useTranslation();
  const profile = useProfileForm(supplier);
  const account = useAccountSettingsForm(accountSettings, profile.readOnly);
  const countries = useCountriesOptions();
  const [selected, setSelected] = useState('basic');
  const { control } = profile.form;
  const readOnly = profile.readOnly;
  const errors = profile.form.formState.errors as FieldErrors<SupplierProfileInput>;
  const basicErrors = messagesOf(errors, BASIC);
  const paymentErrors = messagesOf(errors.paymentDetails);
  const accountErrors = messagesOf(account.form.formState.errors);

  const save = async () => {
    let ok = true;
    let firstError: string | null = null;
    await profile.form.handleSubmit(
      async (values) => {
        ok = await profile.send(values);
      },
      (e) => {
        ok = false;
        firstError = messagesOf(e, BASIC).length > 0 ? 'basic' : 'payment';
      },
    )();
    if (accountSettings && account.form.formState.isDirty) {
      await account.form.handleSubmit(
        async (values) => {
          ok = (await account.send(values)) && ok;
        },
        () => {
          ok = false;
          firstError ??= 'account';
        },
      )();
    }
    if (firstError) setSelected(firstError);
    if (ok) notify('success', 'Saved');
  };

  const countryOptions = (countries.data ?? []).map((o) => ({ value: Number(o.value), label: o.label }));
  // The stored country shows even before (or without) the list.
  if (supplier.countryId != null && !countryOptions.some((o) => o.value === supplier.countryId))
    countryOptions.unshift({
      value: supplier.countryId,
      label: t('Country {{id}}', { id: supplier.countryId }),
    });

  const sections: FormSection[] = [
    {
      id: 'basic',
      title: 'Basic Details',
      errors: basicErrors,
      layout: 'two-columns',
      content: (
        <>
          <FormTextField control={control} name="code" label="Business Code" required readOnly={readOnly} />
          <FormTextField control={control} name="name" label="Legal Name" required readOnly={readOnly} />
          <FormTextField
            control={control}
            name="taxRegistrationNumber"
            label="Tax Registration #"
            readOnly={readOnly}
          />
          <FormTextField
            control={control}
            name="tradeLicenseNumber"
            label="Trade License #"
            readOnly={readOnly}
          />
          <SelectField
            control={control}
            name="countryId"
            label="Country"
            emptyLabel="Choose a country"
            options={countryOptions}
            readOnly={readOnly}
            hint={countries.isError ? 'The list of countries could not be loaded.' : undefined}
          />
          <TimeZoneField control={control} readOnly={readOnly} />
          <FormTextField control={control} name="address" label="Address" readOnly={readOnly} />
        </>
      ),
    },
    {
      id: 'payment',
      title: 'Payment Details',
      errors: paymentErrors,
      layout: 'two-columns',
      content: (
        <>
          <FormTextField
            control={control}
            name="paymentDetails.accountNumber"
            label="Account Number"
            readOnly={readOnly}
          />
          <FormTextField
            control={control}
            name="paymentDetails.ibanNumber"
            label="IBAN"
            autocomplete="off"
            readOnly={readOnly}
          />
          <FormTextField
            control={control}
            name="paymentDetails.swiftCode"
            label="SWIFT"
            autocomplete="off"
            readOnly={readOnly}
          />
          <FormTextField
            control={control}
            name="paymentDetails.bankName"
            label="Bank Name"
            readOnly={readOnly}
          />
          <div className="form-wide">
            <FormTextField
              control={control}
              name="paymentDetails.bankBranchAddress"
              label="Bank Branch Address"
              readOnly={readOnly}
            />
          </div>
        </>
      ),
    },
    {
      id: 'settlement',
      title: 'Settlement',
      content: (
        <>
          <dl className="admin-terms">
            <dt>{t('Settlement period')}</dt>
            <dd>{t(supplier.settlement.settlementPeriod)}</dd>
            <dt>{t('Currency')}</dt>
            <dd>{supplier.settlement.currency}</dd>
            <dt>{t('Payment method')}</dt>
            <dd>{t(supplier.settlement.paymentMethod)}</dd>
            <dt>{t('Reports')}</dt>
            <dd>{t(supplier.settlement.reports)}</dd>
          </dl>
          <Controller
            control={control}
            name="isAcknowledged"
            render={({ field }) => (
              <IonCheckbox
                className="admin-acknowledge"
                labelPlacement="end"
                justify="start"
                checked={Boolean(field.value)}
                disabled={readOnly}
                onIonChange={(e) => field.onChange(e.detail.checked)}
              >
                <span className="admin-acknowledge-text">
                  {t('I have read and accept the settlement terms above')}
                </span>
              </IonCheckbox>
            )}
          />
        </>
      ),
    },
    {
      id: 'account',
      title: 'Account Settings',
      errors: accountErrors,
      layout: 'two-columns',
      content: accountSettings ? (
        <AccountSettingsFields form={account.form} />
      ) : (
        <p className="form-note">
          {t(accountSettingsFailed ? 'Account settings could not be loaded.' : 'Loading')}
        </p>
      ),
    },
  ];

  return (
    <>
      {profile.stale && (
        <StaleSaveNotice
          stale={profile.stale}
          onReload={() => void profile.reload()}
          fieldLabels={PROFILE_FIELD_LABELS}
        />
      )}
      {account.stale && (
        <StaleSaveNotice
          stale={account.stale}
          onReload={() => void account.reload()}
          fieldLabels={ACCOUNT_FIELD_LABELS}
        />
      )}
      <FormSections
        label="Core Info"
        sections={sections}
        selected={selected}
        onSelectedChange={setSelected}
      />
      <SaveBar onSave={() => void save()} saving={profile.saving || account.saving} disabled={readOnly} />
    </>
  );
}
