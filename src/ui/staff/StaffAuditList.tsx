import { useTranslation } from 'react-i18next';
import type { StaffAuditEntry } from '../../../contract';
import { deviceTime } from '../device-time';

const ACTIONS: Record<string, string> = {
  invite: 'Invited',
  roles: 'Roles changed',
  deactivate: 'Deactivated',
  reactivate: 'Reactivated',
  resetpassword: 'Password link given',
  setpassword: 'Password set',
  agencyadmin: 'Agency admin changed',
};

/** Who changed which user's account, when, and how (newest first). */
export function StaffAuditList({ entries, failed }: { entries?: StaffAuditEntry[]; failed: boolean }) {
  const { t } = useTranslation();
  if (!entries)
    return (
      <p className="form-note">{t(failed ? 'Could not load this page. Try again later.' : 'Loading')}</p>
    );
  if (entries.length === 0) return <p className="form-note">{t('No changes yet')}</p>;
  return (
    <ol className="staff-audit" aria-label={t('Changes')}>
      {entries.map((e, i) => (
        <li key={`${e.at}-${i}`}>
          <time dateTime={e.at}>{deviceTime(Date.parse(e.at))}</time>
          <span>
            <strong>{t(ACTIONS[e.action] ?? e.action)}</strong>: {e.subject ?? '—'}
            {e.detail ? ` (${e.detail})` : ''}
          </span>
          <span className="staff-audit-by">{t('by {{who}}', { who: e.by ?? '—' })}</span>
        </li>
      ))}
    </ol>
  );
}
