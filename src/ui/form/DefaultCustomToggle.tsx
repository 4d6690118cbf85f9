import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import './form.css';
import { Link } from 'react-router-dom';
import { usesDefault } from '../../../domain/default-custom';
import { IonToggle } from '../ionic/toggle';
import { rolesAllow } from '../../platform/access';
import { accessOf } from '../../platform/paths';
import { useSession } from '../../platform/session';

export interface DefaultCustomToggleProps {
  /** English name of the field, e.g. 'Cancellation policy'; shown translated. */
  label: string;
  /** The record's choice: true = use the account default. */
  isDefault: boolean;
  onChange: (isDefault: boolean) => void;
  /** Whether the account has a default for this field; without one the field is forced to custom. */
  hasDefault: boolean;
  /** The account default, shown read-only while the default is used. */
  defaultContent?: ReactNode;
  /** Where the defaults are edited (/admin/defaultsettings); shown as a link when given. */
  defaultsHref?: string;
  /** Offline or otherwise read-only: the toggle takes no change. */
  readOnly?: boolean;
  /** The custom editor, shown while custom. */
  children: ReactNode;
}

/**
 * A field that either follows the account's default or has content of its own (spec 02 section 4).
 * The toggle reads 'Use default'; with no account default it is off, disabled, and says why.
 */
export function DefaultCustomToggle({
  label,
  isDefault,
  onChange,
  hasDefault,
  defaultContent,
  defaultsHref,
  readOnly = false,
  children,
}: DefaultCustomToggleProps) {
  const { t } = useTranslation();
  const noteId = useId();
  const useDefault = usesDefault(isDefault, hasDefault);
  // The link only for whom the role table lets open it: an editor was led to 'not allowed'.
  const roles = useSession()?.roles ?? [];
  const showDefaultsLink = defaultsHref !== undefined && rolesAllow(accessOf(defaultsHref), roles);
  return (
    <fieldset className="default-custom">
      <legend className="form-label">{t(label)}</legend>
      <div className="default-custom-head">
        <IonToggle
          className="default-custom-toggle"
          checked={useDefault}
          disabled={!hasDefault || readOnly}
          onIonChange={(e) => onChange(e.detail.checked)}
          aria-describedby={hasDefault ? undefined : noteId}
          labelPlacement="end"
          justify="start"
        >
          {t('Use default')}
        </IonToggle>
        {showDefaultsLink && (
          <Link className="default-custom-link" to={defaultsHref}>
            {t('Default settings')}
          </Link>
        )}
      </div>
      {!hasDefault && (
        <p className="form-note" id={noteId}>
          {t('The account has no default for this yet, so it is custom.')}
        </p>
      )}
      {useDefault ? (
        <div className="default-custom-default" aria-label={t('Account default')} role="group">
          {defaultContent ?? <p className="form-note">{t('Account default')}</p>}
        </div>
      ) : (
        <div className="default-custom-custom">{children}</div>
      )}
    </fieldset>
  );
}
