import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  accountSettingsSchema,
  type AccountSettings,
  type SavedAccountSettings,
  type StaleSaveBody,
} from '../../../../contract';
import { notifyFailure } from '../../../platform/api';
import { applyServerErrors, useContractForm } from '../../../ui/form/useContractForm';
import { accountSettingsQuery } from '../api/get-account-settings';
import { adminKeys } from '../api/keys';
import { saveAccountSettings } from '../api/save-account-settings';
import { useFollowServer } from './use-follow-server';

/** The English labels a stale save's notice names the changed account settings by (the fields' own). */
export const ACCOUNT_FIELD_LABELS: Readonly<Record<string, string>> = {
  'taxes.name': 'Tax name',
  'taxes.amount': 'Tax, %',
  defaultCommission: 'Default commission, %',
  'currency.baseCurrency': 'Base currency',
  'currency.secondaryCurrency': 'Secondary currency',
  'currency.convRate': 'Conversion rate',
  'currency.convType': 'Conversion type',
};

/**
 * Account settings (tax, default commission, currencies) as a form of Core Info, versioned as the
 * profile is: a save refused because another admin saved first keeps the edits and names theirs.
 */
export function useAccountSettingsForm(settings: SavedAccountSettings | undefined, readOnly: boolean) {
  const queryClient = useQueryClient();
  const form = useContractForm(accountSettingsSchema, { defaultValues: settings, readOnly });
  const [saving, setSaving] = useState(false);
  const [stale, setStale] = useState<StaleSaveBody | null>(null);
  // The settings may arrive after the form is made (their call is separate from the profile's).
  useFollowServer(form, settings, (s) => s);

  const send = async (values: AccountSettings): Promise<boolean> => {
    setSaving(true);
    const result = await saveAccountSettings(values);
    setSaving(false);
    if (result.IsOk && result.Content) {
      queryClient.setQueryData(adminKeys.accountSettings, result.Content);
      form.reset(result.Content);
      setStale(null);
      return true;
    }
    if (result.Code === 401) return false;
    const failure = applyServerErrors(form, result);
    if (failure.kind === 'stale') setStale(failure.stale);
    else if (failure.kind !== 'fields') notifyFailure(result);
    return false;
  };

  /** Takes the saved settings, dropping the user's edits (they chose Reload). */
  const reload = async () => {
    form.reset(await queryClient.fetchQuery({ ...accountSettingsQuery, staleTime: 0 }));
    setStale(null);
  };

  return { form, saving, send, stale, reload };
}
