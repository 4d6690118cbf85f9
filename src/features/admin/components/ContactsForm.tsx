import { IonInput } from '@ionic/react';
import { useRef } from 'react';
import { Controller, type Control, type FieldErrors, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CONTACT_LINES, type Supplier, type SupplierProfileInput } from '../../../../contract';
import { FormSections, type FormSection } from '../../../ui/form/FormSections';
import { SaveBar } from '../../../ui/form/SaveBar';
import { StaleSaveNotice } from '../../../ui/form/StaleSaveNotice';
import { useNarrowerThan } from '../../../ui/use-narrower-than';
import { messagesOf } from './messages-of';
import { PROFILE_FIELD_LABELS, useProfileForm } from './use-profile-form';

type Group = 'customerSupport' | 'operationsSupport' | 'accountsDepartment';
type Column = 'name' | 'phone' | 'email';

const GROUPS: ReadonlyArray<{ id: Group; title: string; columns: readonly Column[] }> = [
  { id: 'customerSupport', title: 'Customer Support', columns: ['name', 'phone', 'email'] },
  { id: 'operationsSupport', title: 'Reservations / Operations Support', columns: ['phone', 'email'] },
  { id: 'accountsDepartment', title: 'Accounts Department', columns: ['phone', 'email'] },
];
const LINE_TITLES = { primary: 'Primary', secondary: 'Secondary', emergency: 'Emergency' } as const;
const COLUMN_TITLES = { name: 'Name', phone: 'Phone', email: 'E-mail' } as const;
const INPUT = {
  name: { type: 'text', inputmode: 'text', autocomplete: 'off' },
  phone: { type: 'tel', inputmode: 'tel', autocomplete: 'off' },
  email: { type: 'email', inputmode: 'email', autocomplete: 'off' },
} as const;

/**
 * The room a table of lines needs to show whole values: a 96 px line title, names and phone numbers of
 * about 160 px and e-mail addresses of about 270 px ('fatima.hashimi@caravan-dmc.ae'). Narrower (a
 * phone, a tablet beside the menu), the lines are cards with their fields one under the other.
 */
const TABLE_MIN_WIDTH = { 2: 600, 3: 760 } as const;

/** Contacts (02-catalogue §2): three tables of primary, secondary and emergency lines; cards where narrow. */
export function ContactsForm({ supplier }: { supplier: Supplier }) {
  const profile = useProfileForm(supplier);
  const errors = profile.form.formState.errors as FieldErrors<SupplierProfileInput>;
  const sections: FormSection[] = GROUPS.map((g) => ({
    id: g.id,
    title: g.title,
    errors: messagesOf(errors[g.id]),
    content: (
      <ContactTable
        control={profile.form.control}
        group={g.id}
        title={g.title}
        columns={g.columns}
        readOnly={profile.readOnly}
      />
    ),
  }));
  return (
    <>
      {profile.stale && (
        <StaleSaveNotice
          stale={profile.stale}
          onReload={() => void profile.reload()}
          fieldLabels={PROFILE_FIELD_LABELS}
        />
      )}
      <FormSections label="Contacts" sections={sections} />
      <SaveBar onSave={() => void profile.save()} saving={profile.saving} disabled={profile.readOnly} />
    </>
  );
}

interface ContactTableProps {
  control: Control<SupplierProfileInput>;
  group: Group;
  title: string;
  columns: readonly Column[];
  readOnly: boolean;
}

function ContactTable({ control, group, title, columns, readOnly }: ContactTableProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const narrow = useNarrowerThan(box, TABLE_MIN_WIDTH[columns.length as 2 | 3]);
  const cell = (line: (typeof CONTACT_LINES)[number], column: Column) => (
    <ContactInput
      control={control}
      name={`${group}.${line}.${column}` as FieldPath<SupplierProfileInput>}
      label={`${t(LINE_TITLES[line])}: ${t(COLUMN_TITLES[column])}`}
      column={column}
      readOnly={readOnly}
    />
  );
  const cards = (
    <div className="contact-cards">
      {CONTACT_LINES.map((line) => (
        <fieldset key={line} className="contact-card">
          <legend>{t(LINE_TITLES[line])}</legend>
          {columns.map((column) => (
            <label key={column} className="contact-card-field">
              <span className="form-label">{t(COLUMN_TITLES[column])}</span>
              {cell(line, column)}
            </label>
          ))}
        </fieldset>
      ))}
    </div>
  );
  const table = (
    <table className={`contact-table contact-table-${columns.length}`} aria-label={t(title)}>
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">{t('Line')}</span>
          </th>
          {columns.map((column) => (
            <th key={column} scope="col">
              {t(COLUMN_TITLES[column])}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {CONTACT_LINES.map((line) => (
          <tr key={line}>
            <th scope="row">{t(LINE_TITLES[line])}</th>
            {columns.map((column) => (
              <td key={column}>{cell(line, column)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return <div ref={box}>{narrow ? cards : table}</div>;
}

interface ContactInputProps {
  control: Control<SupplierProfileInput>;
  name: FieldPath<SupplierProfileInput>;
  /** Translated accessible name, e.g. 'Primary: Phone'. */
  label: string;
  column: Column;
  readOnly: boolean;
}

function ContactInput({ control, name, label, column, readOnly }: ContactInputProps) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <div className="contact-input">
          <IonInput
            {...INPUT[column]}
            ref={field.ref}
            name={field.name}
            fill="outline"
            className={`form-input-ion${fieldState.error ? ' ion-invalid ion-touched' : ''}`}
            aria-label={label}
            aria-invalid={Boolean(fieldState.error)}
            readonly={readOnly}
            value={typeof field.value === 'string' ? field.value : ''}
            onIonInput={(e) => field.onChange(e.detail.value ?? '')}
            onIonBlur={field.onBlur}
          />
          {fieldState.error?.message && <p className="field-error">{t(fieldState.error.message)}</p>}
        </div>
      )}
    />
  );
}
