import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Page } from '../../ui/Page';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Page title="Page not found">
      <p className="centered-note">
        {t('This page does not exist.')} <Link to="/">{t('Go to Home')}</Link>
      </p>
    </Page>
  );
}
