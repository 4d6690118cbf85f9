import { useTranslation } from 'react-i18next';
import { useAgenciesForNewBooking } from '../api/agencies-for-new-booking';
import { LocalSelect } from './LocalSelect';

interface Props {
  agencyId: number | null;
  onChange: (agencyId: number | null) => void;
  error?: string;
}

/**
 * Staff book on behalf of an agency: they choose it first, since the in-house guests are the agency's
 * and the booking is the agency's (and theirs as its staff agent).
 */
export function AgencySection({ agencyId, onChange, error }: Props) {
  const { t } = useTranslation();
  const agencies = useAgenciesForNewBooking(true).data ?? [];
  return (
    <section className="booking-section" aria-labelledby="booking-agency">
      <h2 id="booking-agency">{t('On behalf of')}</h2>
      <LocalSelect
        label="Agency"
        placeholder="Choose the agency"
        options={agencies.map((a) => ({ value: a.id, label: a.name }))}
        value={agencyId}
        onChange={onChange}
        error={error}
      />
    </section>
  );
}
