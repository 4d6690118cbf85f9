import { IonButton } from '@ionic/react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { staffInviteSchema, type SetPasswordLink, type StaffInvite } from '../../../contract';
import { useContractForm } from '../form/useContractForm';
import { useVersionedSave } from '../form/useVersionedSave';
import { TextField } from '../TextField';
import { notifyFailure } from '../../platform/api';
import { inviteStaff } from './change-staff';
import { StaffRoleChoice } from './StaffRoleChoice';
import type { StaffScope } from '../../../domain/staff';

interface StaffInviteFormProps {
  /** Whose user the invitee becomes: an agency's users are agents, so only the admin flag is asked. */
  scope: StaffScope['kind'];
  readOnly: boolean;
  onInvited: (email: string, link: SetPasswordLink) => void;
}

const blankInvite = (scope: StaffScope['kind']): StaffInvite =>
  scope === 'agency'
    ? { email: '', fullName: '', roles: ['agent'], isAgencyAdmin: false }
    : { email: '', fullName: '', roles: ['editor'] };

/** Invite by e-mail with roles: the answer's link goes to the admin to pass on. */
export function StaffInviteForm({ scope, readOnly, onInvited }: StaffInviteFormProps) {
  const { t } = useTranslation();
  const form = useContractForm(staffInviteSchema, {
    defaultValues: blankInvite(scope),
    readOnly,
  });
  const saver = useVersionedSave(form);
  const submit = form.handleSubmit(async (invite) => {
    await saver.run(() => inviteStaff(invite), {
      saved: (content) => {
        form.reset(blankInvite(scope));
        onInvited(content.user.email, content.link);
      },
      refused: (result, kind) => {
        if (result.Refusal?.reason === 'email_taken')
          form.setError('email', { message: 'A user with this e-mail already exists' });
        else if (kind === 'other') notifyFailure(result);
      },
    });
  });
  return (
    <form
      className="staff-invite"
      aria-label={t(scope === 'agency' ? 'Invite an agent' : 'Invite a user')}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className="staff-invite-fields">
        <TextField control={form.control} name="email" label="E-mail" type="email" autocomplete="off" />
        <TextField control={form.control} name="fullName" label="Full name" autocomplete="off" />
      </div>
      {scope === 'agency' ? (
        <Controller
          control={form.control}
          name="isAgencyAdmin"
          render={({ field }) => (
            <label className="staff-role">
              <input
                type="checkbox"
                checked={field.value === true}
                disabled={readOnly}
                onChange={(e) => field.onChange(e.target.checked)}
              />
              <span>{t("Agency admin: manages the agency's agents")}</span>
            </label>
          )}
        />
      ) : (
        <Controller
          control={form.control}
          name="roles"
          render={({ field, fieldState }) => (
            <StaffRoleChoice
              value={field.value}
              onChange={field.onChange}
              disabled={readOnly}
              error={fieldState.error?.message ?? fieldState.error?.root?.message}
            />
          )}
        />
      )}
      <IonButton type="submit" disabled={readOnly || form.formState.isSubmitting}>
        {t('Invite')}
      </IonButton>
    </form>
  );
}
