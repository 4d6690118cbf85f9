import { useTranslation } from 'react-i18next';
import type { SetPasswordLink } from '../../../contract';
import { deviceTime } from '../device-time';
import { ShownOnceBox } from './ShownOnceBox';

/**
 * The one-time link, shown once, for the admin to pass on (there is no mail service): the full
 * address, a copy button and when it stops working.
 */
export function SetPasswordLinkBox({
  link,
  email,
  onClose,
}: {
  link: SetPasswordLink;
  email: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ShownOnceBox
      label={t('Set-password link')}
      heading={t('Pass this one-time link to {{email}}', { email })}
      value={`${window.location.origin}${link.path}`}
      note={t('It works once, until {{time}}. It is not shown again.', {
        time: deviceTime(Date.parse(link.expiresAt)),
      })}
      copyLabel={t('Copy link')}
      onClose={onClose}
    />
  );
}
