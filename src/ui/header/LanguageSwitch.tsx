import { IonButton } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { APP_LANGUAGES, setLanguage } from '../../platform/i18n';

/** en / ru switch; the choice is kept in local storage under 'language'. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  return (
    <div className={`language-switch ${className ?? ''}`} role="group" aria-label={t('Language')}>
      {APP_LANGUAGES.map((code) => (
        <IonButton
          key={code}
          size="small"
          fill={i18n.language === code ? 'solid' : 'clear'}
          aria-pressed={i18n.language === code}
          onClick={() => void setLanguage(code)}
        >
          {code.toUpperCase()}
        </IonButton>
      ))}
    </div>
  );
}
