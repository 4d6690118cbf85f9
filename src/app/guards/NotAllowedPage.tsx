import { useTranslation } from 'react-i18next';
import { Page } from '../../ui/Page';

/** Shown in place of a route whose role list the user lacks (01-platform section 8). */
export function NotAllowedPage() {
  const { t } = useTranslation();
  return (
    <Page title="Caravan">
      <p className="not-allowed" role="alert">
        {t('You are not allowed to access this page')}
      </p>
    </Page>
  );
}
