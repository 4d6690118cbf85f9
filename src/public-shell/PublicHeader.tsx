import { APP_LANGUAGES } from '../platform/i18n/language';
import { useOnline } from '../platform/online/use-online';
import { APP_VERSION } from '../platform/version';
import { setPublicLanguage, usePublicTranslation } from './public-i18n';

/**
 * The app header as a signed-out user sees it (ui/header/AppHeader): the screen's title, online
 * status, the en/ru switch and the version label, drawn without Ionic.
 */
export function PublicHeader({ title }: { title: string }) {
  const { chosen, t } = usePublicTranslation();
  const online = useOnline();
  return (
    <header className="ps-header">
      <div className="ps-toolbar">
        <span className="ps-title">{t(title)}</span>
        <span className={`ps-online ${online ? 'is-online' : 'is-offline'}`} role="status">
          <span className="ps-online-dot" aria-hidden="true" />
          <span className="ps-online-text">{t(online ? 'Online' : 'Offline')}</span>
        </span>
        <div className="ps-languages" role="group" aria-label={t('Language')}>
          {APP_LANGUAGES.map((code) => (
            <button
              key={code}
              type="button"
              aria-pressed={chosen === code}
              onClick={() => setPublicLanguage(code)}
            >
              {code.toUpperCase()}
            </button>
          ))}
        </div>
        <span className="ps-version">{APP_VERSION}</span>
      </div>
    </header>
  );
}
