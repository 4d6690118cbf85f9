import { useSearchParams } from 'react-router-dom';
import { AgencyContractsList } from './AgencyContractsList';
import { AgencyContracts } from './AgencyContracts';

/**
 * Admin → Contracting (issue 17): the agencies with their contracts, and one agency's history with a
 * new contract's form. The open agency is in the address (?agency=), so Back and a reload keep it.
 */
export function ContractingPanel() {
  const [params, setParams] = useSearchParams();
  const agencyId = Number(params.get('agency')) || null;
  return agencyId ? (
    <AgencyContracts key={agencyId} agencyId={agencyId} onBack={() => setParams({})} />
  ) : (
    <AgencyContractsList onOpen={(id) => setParams({ agency: String(id) })} />
  );
}
