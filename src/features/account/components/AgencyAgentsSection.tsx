import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../../../contract';
import { staffScopeOf } from '../../../../domain/staff';
import { StaffPanel } from '../../../ui/staff/StaffPanel';

/**
 * An agency admin's agents on My Profile (issue 17): the same staff panel a supplier's admin has on
 * Admin → Staff, for the agency's users. Shown to agency admins only (the flag of the token); the
 * server refuses anyone else anyway.
 */
export function AgencyAgentsSection({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  if (staffScopeOf(user)?.kind !== 'agency') return null;
  return (
    <section className="agency-agents" aria-labelledby="agency-agents-title">
      <h2 id="agency-agents-title">{t('Agents of {{agency}}', { agency: user.agencyName })}</h2>
      <StaffPanel scope="agency" />
    </section>
  );
}
