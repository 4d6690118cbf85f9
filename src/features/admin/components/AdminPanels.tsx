import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OfflineReadOnlyNotice } from '../../../ui/form/OfflineReadOnlyNotice';
import { useAccountSettings } from '../api/get-account-settings';
import { useDefaultSettings } from '../api/get-default-settings';
import { useMySupplier } from '../api/get-my-supplier';
import { ContactsForm } from './ContactsForm';
import { CoreInfoForm } from './CoreInfoForm';
import { DefaultSettingsForm } from './DefaultSettingsForm';

/**
 * Shows a form once its data is here: the last-seen copy offline (with the read-only notice), a
 * message while loading or when the load failed (the failure itself was notified by the api client).
 */
function Loaded<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  if (query.data === undefined)
    return (
      <p className="form-note" role="status">
        {t(query.isError ? 'Could not load this page. Try again later.' : 'Loading')}
      </p>
    );
  return (
    <>
      <OfflineReadOnlyNotice dataUpdatedAt={query.dataUpdatedAt} />
      {children(query.data)}
    </>
  );
}

export function CoreInfoPanel() {
  const supplier = useMySupplier();
  const account = useAccountSettings();
  return (
    <Loaded query={supplier}>
      {(s) => (
        <CoreInfoForm supplier={s} accountSettings={account.data} accountSettingsFailed={account.isError} />
      )}
    </Loaded>
  );
}

export function ContactsPanel() {
  const supplier = useMySupplier();
  return <Loaded query={supplier}>{(s) => <ContactsForm supplier={s} />}</Loaded>;
}

export function DefaultSettingsPanel() {
  const settings = useDefaultSettings();
  return <Loaded query={settings}>{(s) => <DefaultSettingsForm settings={s} />}</Loaded>;
}
