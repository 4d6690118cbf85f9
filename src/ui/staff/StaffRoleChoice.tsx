import { useTranslation } from 'react-i18next';
import { SUPPLIER_STAFF_ROLES } from '../../../contract';

/** What each supplier role allows, shown beside its box. */
export const STAFF_ROLE_TITLES: Record<(typeof SUPPLIER_STAFF_ROLES)[number], string> = {
  admin: 'Admin: profile, settings and staff',
  editor: 'Editor: tours, offers, prices and slots',
  supereditor: 'Super editor',
  supplier: 'Supplier: bookings of own tours',
};

interface StaffRoleChoiceProps {
  value: readonly string[];
  onChange: (roles: string[]) => void;
  disabled?: boolean;
  error?: string;
}

/** The roles as checkboxes (native, 44 px rows): several may be given at once. */
export function StaffRoleChoice({ value, onChange, disabled, error }: StaffRoleChoiceProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="staff-roles" disabled={disabled}>
      <legend>{t('Roles')}</legend>
      {SUPPLIER_STAFF_ROLES.map((role) => (
        <label key={role} className="staff-role">
          <input
            type="checkbox"
            checked={value.includes(role)}
            onChange={(e) =>
              onChange(
                e.target.checked
                  ? SUPPLIER_STAFF_ROLES.filter((r) => r === role || value.includes(r))
                  : value.filter((r) => r !== role),
              )
            }
          />
          <span>{t(STAFF_ROLE_TITLES[role])}</span>
        </label>
      ))}
      {error && <p className="field-error">{t(error)}</p>}
    </fieldset>
  );
}
