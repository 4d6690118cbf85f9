import { useQueryClient } from '@tanstack/react-query';
import { accountSettingsSchema, type AccountSettings, type SavedAccountSettings } from '../../../../contract';
import { useContractForm } from '../../../ui/form/useContractForm';
import { useVersionedSave } from '../../../ui/form/useVersionedSave';
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
  const saver = useVersionedSave(form);
  // The settings may arrive after the form is made (their call is separate from the profile's).
  useFollowServer(form, settings, (s) => s);

  const send = (values: AccountSettings): Promise<boolean> =>
    saver.run(() => saveAccountSettings(values), {
      saved: (content) => {
        queryClient.setQueryData(adminKeys.accountSettings, content);
        form.reset(content);
      },
    });

  /** Takes the saved settings, dropping the user's edits (they chose Reload). */
  const reload = async () => {
    form.reset(await queryClient.fetchQuery({ ...accountSettingsQuery, staleTime: 0 }));
    saver.dropStale();
  };

  return { form, saving: saver.saving, send, stale: saver.stale, reload };
}
