import { useQueryClient } from '@tanstack/react-query';
import {
  supplierProfileSchema,
  type Supplier,
  type SupplierProfile,
  type SupplierProfileInput,
} from '../../../../contract';
import { notify } from '../../../platform/notifications';
import { useFormReadOnly } from '../../../ui/form/OfflineReadOnlyNotice';
import { useContractForm } from '../../../ui/form/useContractForm';
import { useVersionedSave } from '../../../ui/form/useVersionedSave';
import { mySupplierQuery } from '../api/get-my-supplier';
import { adminKeys } from '../api/keys';
import { saveSupplier } from '../api/save-supplier';
import { useFollowServer } from './use-follow-server';

/** The English labels a stale save's notice names the profile's changed fields by. */
export const PROFILE_FIELD_LABELS: Readonly<Record<string, string>> = {
  code: 'Business Code',
  name: 'Legal Name',
  address: 'Address',
  countryId: 'Country',
  timeZone: 'Time zone',
  taxRegistrationNumber: 'Tax Registration #',
  tradeLicenseNumber: 'Trade License #',
  paymentDetails: 'Payment Details',
  isAcknowledged: 'Settlement',
  customerSupport: 'Customer Support',
  operationsSupport: 'Reservations / Operations Support',
  accountsDepartment: 'Accounts Department',
};

/** The profile part of what GET /api/suppliers/my answers: the form's values, with its version. */
export function profileOf(s: Supplier): SupplierProfileInput {
  const { id: _id, settlement: _settlement, ...profile } = s;
  return profile;
}

/**
 * The business profile as one form, shared by Core Info and Contacts: each screen shows its own fields,
 * and Save sends the whole profile (PUT /api/suppliers), so neither screen drops what the other holds.
 */
export function useProfileForm(supplier: Supplier) {
  const queryClient = useQueryClient();
  const { readOnly } = useFormReadOnly();
  const form = useContractForm<SupplierProfileInput, SupplierProfile>(supplierProfileSchema, {
    defaultValues: profileOf(supplier),
    readOnly,
  });
  // Another admin saved since this form was opened (409): their changes are named, the edits kept.
  const saver = useVersionedSave(form);
  useFollowServer(form, supplier, profileOf);

  /** Sends the profile; true when saved. Field messages land beside their fields. */
  const send = (values: SupplierProfile): Promise<boolean> =>
    saver.run(() => saveSupplier(values), {
      saved: (content) => {
        queryClient.setQueryData(adminKeys.supplier, content);
        form.reset(profileOf(content));
      },
    });

  /** Takes the saved version, dropping the user's edits (they chose Reload). */
  const reload = async () => {
    const fresh = await queryClient.fetchQuery({ ...mySupplierQuery, staleTime: 0 });
    form.reset(profileOf(fresh));
    saver.dropStale();
  };

  const save = form.handleSubmit(async (values) => {
    if (await send(values)) notify('success', 'Saved');
  });

  return { form, readOnly, saving: saver.saving, save, send, stale: saver.stale, reload };
}
