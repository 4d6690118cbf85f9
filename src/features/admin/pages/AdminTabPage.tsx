import { Navigate, useParams } from 'react-router-dom';
import { Page } from '../../../ui/Page';

/** Admin tabs of 01-platform section 2, with the menu's titles. */
const ADMIN_TABS: Record<string, string> = {
  core: 'Core Info',
  contacts: 'Contacts',
  contracting: 'Contracting',
  staff: 'Staff',
  defaultsettings: 'Default Settings',
};

export function AdminTabPage() {
  const tab = useParams().tab?.toLowerCase() ?? '';
  const title = Object.hasOwn(ADMIN_TABS, tab) ? ADMIN_TABS[tab] : null;
  if (!title) return <Navigate to="/admin/core" replace />;
  return <Page title={title} />;
}
