import { IonButton } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPLIER_STAFF_ROLES, type SetPasswordLink, type StaffUser } from '../../../contract';
import { DataTable } from '../data-table/DataTable';
import type { TableColumn } from '../data-table/types';
import { deviceTime } from '../device-time';
import { OfflineReadOnlyNotice, useFormReadOnly } from '../form/OfflineReadOnlyNotice';
import { useIonAlert } from '../ionic/alert';
import type { StaffScope } from '../../../domain/staff';
import { notify } from '../../platform/notifications';
import { useSession } from '../../platform/session';
import {
  changeAgencyAdmin,
  changeStaffRoles,
  refreshStaff,
  resetStaffPassword,
  setStaffActive,
} from './change-staff';
import { useStaff, useStaffAudit } from './get-staff';
import { SetPasswordLinkBox } from './SetPasswordLinkBox';
import { StaffAuditList } from './StaffAuditList';
import { StaffInviteForm } from './StaffInviteForm';
import { STAFF_ROLE_TITLES } from './StaffRoleChoice';
import './staff.css';

const STATUS = { active: 'Active', invited: 'Invited', inactive: 'Deactivated' } as const;
const statusOf = (u: StaffUser) => (!u.isActive ? 'inactive' : u.isInvited ? 'invited' : 'active');

/**
 * The users a manager manages (issue 17), the invite, the link to pass on, and the audit: a supplier's
 * admin on Admin → Staff (roles), an agency admin on My Profile (the agency's agents and the
 * agency-admin flag). The server decides who manages whom (domain/staff.ts); this shows each manager
 * only what they may do.
 */
export function StaffPanel(props: { scope?: StaffScope['kind'] } = {}) {
  const scope = props.scope ?? 'supplier';
  const { t } = useTranslation();
  const myId = useSession()?.id ?? null;
  const staff = useStaff();
  const audit = useStaffAudit();
  const { readOnly } = useFormReadOnly();
  const queryClient = useQueryClient();
  const [presentAlert] = useIonAlert();
  // A second hook: one hook shows one alert at a time, and the choices' alert is still its own while
  // the follow-up (roles, confirmation) opens.
  const [presentMenu] = useIonAlert();
  const [shown, setShown] = useState<{ email: string; link: SetPasswordLink } | null>(null);

  const columns = useMemo<TableColumn<StaffUser>[]>(() => {
    const done = async (ok: boolean, message?: string) => {
      await refreshStaff(queryClient);
      if (ok && message) notify('success', message);
    };
    const editRoles = (u: StaffUser) =>
      void presentAlert({
        header: t('Roles of {{name}}', { name: u.fullName }),
        message: t('The user is signed out everywhere, so the new roles apply at once.'),
        inputs: SUPPLIER_STAFF_ROLES.map((role) => ({
          type: 'checkbox' as const,
          label: t(STAFF_ROLE_TITLES[role]),
          value: role,
          checked: u.roles.includes(role),
        })),
        buttons: [
          { text: t('Cancel'), role: 'cancel' },
          {
            text: t('Save'),
            handler: (roles: string[]) => {
              if (roles.length === 0) {
                notify('error', 'Choose at least one role');
                return false;
              }
              void changeStaffRoles(u.id, roles).then((r) => done(r.IsOk, 'Saved'));
              return true;
            },
          },
        ],
      });
    const toggleAgencyAdmin = (u: StaffUser) =>
      void presentAlert({
        header: t(u.isAgencyAdmin ? 'Remove agency admin from {{name}}?' : 'Make {{name}} an agency admin?', {
          name: u.fullName,
        }),
        message: t(
          u.isAgencyAdmin
            ? 'They keep their bookings but no longer manage the agency’s agents. They are signed out everywhere.'
            : 'They will manage the agency’s agents and see all its bookings. They are signed out everywhere, so it applies at once.',
        ),
        buttons: [
          { text: t('Cancel'), role: 'cancel' },
          {
            text: t(u.isAgencyAdmin ? 'Remove agency admin' : 'Make agency admin'),
            handler: () => void changeAgencyAdmin(u.id, !u.isAgencyAdmin).then((r) => done(r.IsOk, 'Saved')),
          },
        ],
      });
    const toggleActive = (u: StaffUser) => {
      if (!u.isActive) {
        void setStaffActive(u.id, true).then((r) => done(r.IsOk, 'Reactivated'));
        return;
      }
      void presentAlert({
        header: t('Deactivate {{name}}?', { name: u.fullName }),
        message: t('They are signed out on every device at once and cannot sign in until reactivated.'),
        buttons: [
          { text: t('Cancel'), role: 'cancel' },
          {
            text: t('Deactivate'),
            role: 'destructive',
            handler: () => void setStaffActive(u.id, false).then((r) => done(r.IsOk, 'Deactivated')),
          },
        ],
      });
    };
    const reset = (u: StaffUser) =>
      void resetStaffPassword(u.id).then(async (r) => {
        await done(r.IsOk);
        if (r.IsOk && r.Content) setShown({ email: u.email, link: r.Content });
      });
    // One button per row opens the choices: the row stays narrow enough for its e-mail on a tablet.
    // The chosen action runs once this alert has gone: an alert opened from a button's handler, while
    // this one is closing, would not show.
    // An agency admin never removes themselves (domain/staff.ts): those choices are not offered.
    const mine = (u: StaffUser) => scope === 'agency' && u.id === myId;
    const manage = (u: StaffUser) =>
      void presentMenu({
        header: u.fullName,
        subHeader: u.email,
        buttons: [
          ...(scope === 'supplier' ? [{ text: t('Roles'), role: 'roles' }] : []),
          ...(scope === 'agency' && !mine(u)
            ? [{ text: t(u.isAgencyAdmin ? 'Remove agency admin' : 'Make agency admin'), role: 'flag' }]
            : []),
          ...(u.isActive ? [{ text: t('Reset password'), role: 'reset' }] : []),
          ...(mine(u) ? [] : [{ text: t(u.isActive ? 'Deactivate' : 'Reactivate'), role: 'active' }]),
          { text: t('Cancel'), role: 'cancel' },
        ],
        onDidDismiss: (e: CustomEvent<{ role?: string }>) => {
          const role = e.detail.role;
          if (role === 'roles') editRoles(u);
          else if (role === 'flag') toggleAgencyAdmin(u);
          else if (role === 'reset') reset(u);
          else if (role === 'active') toggleActive(u);
        },
      });
    return [
      {
        id: 'fullName',
        header: 'Name',
        field: 'fullName',
        card: 'title',
        sortable: true,
        width: 180,
        pin: 'start',
      },
      { id: 'email', header: 'E-mail', field: 'email', card: 'subtitle', sortable: true, width: 250 },
      scope === 'agency'
        ? {
            id: 'isAgencyAdmin',
            header: 'Agency admin',
            value: (u) => t(u.isAgencyAdmin ? 'Yes' : 'No'),
            width: 130,
          }
        : {
            id: 'roles',
            header: 'Roles',
            value: (u) => u.roles.join(', '),
            width: 160,
          },
      {
        id: 'status',
        header: 'Status',
        value: (u) => t(STATUS[statusOf(u)]),
        render: (u) => <span className={`staff-status staff-${statusOf(u)}`}>{t(STATUS[statusOf(u)])}</span>,
        width: 120,
      },
      {
        id: 'lastSignInAt',
        header: 'Last sign-in',
        value: (u) => (u.lastSignInAt ? deviceTime(Date.parse(u.lastSignInAt)) : '—'),
        width: 150,
      },
      {
        id: 'actions',
        header: 'Actions',
        exported: false,
        pin: 'end',
        width: 130,
        render: (u) => (
          <IonButton
            className="staff-manage"
            size="small"
            fill="outline"
            disabled={readOnly}
            aria-label={t('Manage {{name}}', { name: u.fullName })}
            onClick={() => manage(u)}
          >
            {t('Manage')}
          </IonButton>
        ),
      },
    ];
  }, [t, readOnly, presentAlert, presentMenu, queryClient, scope, myId]);

  return (
    <div className="staff-panel">
      <OfflineReadOnlyNotice dataUpdatedAt={staff.dataUpdatedAt} />
      {shown && <SetPasswordLinkBox link={shown.link} email={shown.email} onClose={() => setShown(null)} />}
      <section className="staff-section">
        <h2>{t(scope === 'agency' ? 'Invite an agent' : 'Invite a user')}</h2>
        <StaffInviteForm
          scope={scope}
          readOnly={readOnly}
          onInvited={(email, link) => {
            setShown({ email, link });
            void refreshStaff(queryClient);
          }}
        />
      </section>
      <section className="staff-section">
        <h2>{t(scope === 'agency' ? 'Agents' : 'Users')}</h2>
        {staff.data === undefined ? (
          <p className="form-note" role="status">
            {t(staff.isError ? 'Could not load this page. Try again later.' : 'Loading')}
          </p>
        ) : (
          <DataTable
            title={scope === 'agency' ? 'Agents' : 'Staff'}
            columns={columns}
            idField="id"
            data={staff.data}
            pageSize={0}
            emptyText="No users yet"
          />
        )}
      </section>
      <section className="staff-section">
        <h2>{t('Changes')}</h2>
        <StaffAuditList entries={audit.data} failed={audit.isError} />
      </section>
    </div>
  );
}
