import { Navigate, useParams } from 'react-router-dom';
import { Page } from '../../../ui/Page';
import { ContactsPanel, CoreInfoPanel, DefaultSettingsPanel } from '../components/AdminPanels';
import { StaffPanel } from '../../../ui/staff/StaffPanel';
import { ProvidersPanel } from '../components/ProvidersPanel';
import { ContractingPanel } from '../components/contracting/ContractingPanel';
import '../admin.css';

/** Admin tabs of 02-catalogue section 2, with the menu's titles. */
const ADMIN_TABS: Record<string, { title: string; Panel: () => React.JSX.Element }> = {
  core: { title: 'Core Info', Panel: CoreInfoPanel },
  contacts: { title: 'Contacts', Panel: ContactsPanel },
  contracting: { title: 'Contracting', Panel: ContractingPanel },
  staff: { title: 'Staff', Panel: StaffPanel },
  defaultsettings: { title: 'Default Settings', Panel: DefaultSettingsPanel },
  providers: { title: 'Ticket Providers', Panel: ProvidersPanel },
};

export function AdminTabPage() {
  const tab = useParams().tab?.toLowerCase() ?? '';
  const entry = Object.hasOwn(ADMIN_TABS, tab) ? ADMIN_TABS[tab] : null;
  if (!entry) return <Navigate to="/admin/core" replace />;
  const { title, Panel } = entry;
  return (
    <Page title={title}>
      <div className="admin-page">
        <Panel key={tab} />
      </div>
    </Page>
  );
}
