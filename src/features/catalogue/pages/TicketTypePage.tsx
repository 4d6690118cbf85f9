import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { ticketTypeInputSchema, type TicketTypeInput, type TicketTypeStock } from '../../../../contract';
import { parseRouteId } from '../../../../domain/route-id';
import { notify } from '../../../platform/notifications';
import { FormCheck } from '../../../ui/form/ChoiceFields';
import { FormTextField } from '../../../ui/form/FormField';
import { FormSections } from '../../../ui/form/FormSections';
import { OfflineReadOnlyNotice, useFormReadOnly } from '../../../ui/form/OfflineReadOnlyNotice';
import { SaveBar } from '../../../ui/form/SaveBar';
import { StaleSaveNotice } from '../../../ui/form/StaleSaveNotice';
import { useContractForm } from '../../../ui/form/useContractForm';
import { useVersionedSave } from '../../../ui/form/useVersionedSave';
import { Page } from '../../../ui/Page';
import { saveTicketType } from '../api/ticket-type-save';
import { ticketTypeKeys, useTicketTypes } from '../api/ticket-types';
import '../tickettypes/tickettypes.css';

const NEW_TYPE: TicketTypeInput = {
  id: 0,
  name: '',
  shortName: '',
  reorderLevel: 0,
  reservationTime: 15,
  isActive: true,
  version: 0,
};

const FIELD_LABELS = {
  name: 'Name',
  shortName: 'Short name',
  reorderLevel: 'Reorder level',
  reservationTime: 'Reservation time',
  isActive: 'Active',
} as const;

const toInput = (s: TicketTypeStock): TicketTypeInput => ({
  id: s.id,
  name: s.name,
  shortName: s.shortName,
  reorderLevel: s.reorderLevel,
  reservationTime: s.reservationTime,
  isActive: s.isActive,
  version: s.version,
});

/** New (/tickets/types/add) or edit a ticket type; an unparseable id goes to the list. */
export function TicketTypePage() {
  const id = parseRouteId(useParams().id);
  if (id === null) return <Navigate to="/tickets/types" replace />;
  return <TypeEditor key={id} id={id} />;
}

function TypeEditor({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { readOnly } = useFormReadOnly();
  const types = useTicketTypes(0);
  const stored = types.data?.find((x) => x.id === id);
  const form = useContractForm(ticketTypeInputSchema, { defaultValues: NEW_TYPE, readOnly });
  const saver = useVersionedSave(form);
  const missing = id !== 0 && types.data !== undefined && !stored;

  useEffect(() => {
    if (stored) form.reset(toInput(stored));
  }, [stored, form]);
  useEffect(() => {
    if (!missing) return;
    notify('error', 'Not found', 'Ticket type not found or you are not allowed to manage it');
    navigate('/tickets/types', { replace: true });
  }, [missing, navigate]);

  const save = form.handleSubmit(async (values) => {
    await saver.run(() => saveTicketType(values), {
      notice: 'Saved',
      saved: async () => {
        await queryClient.invalidateQueries({ queryKey: ticketTypeKeys.all });
        // The router keeps this page for the next Add: it opens empty again.
        if (id === 0) form.reset(NEW_TYPE);
        navigate('/tickets/types');
      },
    });
  });

  const errors = Object.values(form.formState.errors)
    .map((e) => e?.message)
    .filter((m): m is string => Boolean(m));

  return (
    <Page
      title={id === 0 ? 'New Ticket Type' : 'Edit Ticket Type'}
      backHref="/tickets/types"
      backText="Back to ticket types"
    >
      <OfflineReadOnlyNotice dataUpdatedAt={types.dataUpdatedAt} />
      {stored && new Set(types.data?.map((x) => x.supplierId)).size > 1 && (
        <p className="form-note">{t('Supplier: {{name}}', { name: stored.supplierName })}</p>
      )}
      {saver.stale && (
        <StaleSaveNotice
          stale={saver.stale}
          fieldLabels={FIELD_LABELS}
          onReload={() => {
            saver.dropStale();
            void types.refetch();
          }}
        />
      )}
      <FormSections
        label="Ticket type"
        reveal={saver.reveal}
        sections={[
          {
            id: 'type',
            title: 'Ticket type',
            errors,
            layout: 'two-columns',
            content: (
              <>
                <FormTextField control={form.control} name="name" label="Name" required readOnly={readOnly} />
                <FormTextField
                  control={form.control}
                  name="shortName"
                  label="Short name"
                  required
                  readOnly={readOnly}
                  hint="Printed on the tickets, e.g. BK-ADT"
                />
                <FormTextField
                  control={form.control}
                  name="reorderLevel"
                  label="Reorder level"
                  type="number"
                  inputmode="numeric"
                  readOnly={readOnly}
                  hint="Ticket Stock warns at or below this many available codes"
                />
                <FormTextField
                  control={form.control}
                  name="reservationTime"
                  label="Reservation time (minutes)"
                  type="number"
                  inputmode="numeric"
                  readOnly={readOnly}
                  hint="How long a booking held by a reseller keeps codes of this type before they go back to stock; 0: no limit"
                />
                <Controller
                  control={form.control}
                  name="isActive"
                  render={({ field }) => (
                    <FormCheck
                      label="Active (can be chosen for a ticket)"
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
      <SaveBar
        onSave={() => void save()}
        saving={saver.saving}
        disabled={readOnly || (id !== 0 && !stored)}
      />
    </Page>
  );
}
