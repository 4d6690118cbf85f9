import { IonButton, IonIcon } from '@ionic/react';
import { arrowBack } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { OfflineReadOnlyNotice } from '../../../../ui/form/OfflineReadOnlyNotice';
import { useAgencyHistory } from '../../api/get-agency-history';
import { ContractForm } from './ContractForm';
import { ContractHistory } from './ContractHistory';
import { AgencyOctoKeys } from './AgencyOctoKeys';

/** One agency: its contract history, newest first, its OCTO keys, and the form for a new contract. */
export function AgencyContracts({ agencyId, onBack }: { agencyId: number; onBack: () => void }) {
  const { t } = useTranslation();
  const history = useAgencyHistory(agencyId);
  return (
    <div className="contracting">
      <IonButton fill="clear" className="contract-back" onClick={onBack}>
        <IonIcon slot="start" icon={arrowBack} aria-hidden="true" />
        {t('All agencies')}
      </IonButton>
      {history.data === undefined ? (
        <p className="form-note" role="status">
          {t(history.isError ? 'Could not load this page. Try again later.' : 'Loading')}
        </p>
      ) : (
        <>
          <OfflineReadOnlyNotice dataUpdatedAt={history.dataUpdatedAt} />
          <h2 className="contract-agency">{history.data.agencyName}</h2>
          <ContractHistory history={history.data} />
          <AgencyOctoKeys agencyId={agencyId} />
          <h2 className="contract-heading">{t('Add a contract')}</h2>
          <ContractForm agencyId={agencyId} defaultCommission={history.data.defaultCommission} />
        </>
      )}
    </div>
  );
}
